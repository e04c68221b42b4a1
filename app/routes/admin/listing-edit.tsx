/**
 * /admin/units/new, /admin/units/<id> and the same for projects: the listing editor.
 * One module for both kinds and both screens (the kind comes from the path, an id makes it the
 * editor of a stored listing). Every role; an agent opens and changes only its own listings (the
 * services look the listing up within the actor's scope: another agent's id is a 404, for the
 * page and for every post). Each post names its `intent`; the work is done by
 * app/modules/listings/admin/listing-editor.server.ts through the listing and media services.
 */
import { data as answer404, Form, Link } from "react-router";
import type { Route } from "./+types/listing-edit";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { agentChoices } from "../../modules/staff/staff.server.ts";
import { listDeveloperOptions, listProjectOptions } from "../../modules/listings/queries/lookups.server.ts";
import { lookups } from "../../modules/listings/lookups.server.ts";
import { areaBuildings } from "../../modules/market/index.server.ts";
import { isShownState, type ListingKind } from "../../modules/listings/listing-constants.ts";
import { listListingMedia } from "../../modules/listings/listing-media.server.ts";
import { createFromForm, editorPost, readEditableOr404 } from "../../modules/listings/admin/listing-editor.server.ts";
import { listingIdOf } from "../../modules/listings/detail/listing-detail.server.ts";
import type { EditorAnswer } from "../../modules/listings/admin/listing-editor.server.ts";
import { seesAllListings } from "../../modules/staff/scope.ts";
import { ADMIN_LISTING_PATHS, STATE_LABELS, formValuesOf, listingKindOfPath } from "../../modules/listings/admin/listing-form-fields.ts";
import { RENT_PURPOSE_ID } from "../../platform/constants.ts";
import { FILE_LIMITS } from "../../platform/media/upload-limits.ts";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { FormAlert, secondaryButtonClass } from "../../ui/admin/field.tsx";
import { ListingForm, type ListingFormOptions } from "../../modules/listings/admin/listing-form.tsx";
import { MediaList, UploadForm, type MediaItem } from "../../modules/listings/admin/listing-media.tsx";
import { PostMessage } from "../../modules/listings/admin/listing-parts.tsx";
import type { ListingState } from "../../platform/db/schema.ts";
import { listingQuality } from "../../modules/listings/quality/quality-store.server.ts";
import { hintText } from "../../modules/listings/quality/quality-score.ts";
import { QualityPanel } from "../../modules/listings/admin/listing-quality.tsx";

/** The listing the path names (null on the new-listing screens); a text that cannot be an id is the 404 page. */
function idOf(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const id = listingIdOf(raw);
  if (!id) throw answer404(null, { status: 404 });
  return id;
}

async function formOptions(db: ReturnType<typeof dbOf>, kind: ListingKind, staff: Awaited<ReturnType<typeof requireStaff>>, areaId: number | null): Promise<ListingFormOptions> {
  const [purposes, types, statuses, areas, agents, developers, projects, bedrooms, bathrooms, buildings] = await Promise.all([
    lookups.purposes(db),
    lookups.propertyTypes(db),
    lookups.statuses(db),
    lookups.areaOptions(db, ""),
    agentChoices(db),
    listDeveloperOptions(db),
    kind === "unit" ? listProjectOptions(db) : Promise.resolve([]),
    lookups.bedrooms(db),
    lookups.bathrooms(db),
    kind === "unit" && areaId ? areaBuildings(db, areaId) : Promise.resolve([]),
  ]);
  return {
    purposes,
    types,
    statuses,
    areas: areas.map((a) => ({ id: a.id, name: a.name })),
    // An agent lists only under its own profile: the one choice it is offered (the service refuses any other).
    agents: agents.filter((a) => seesAllListings(staff) || a.id === staff.agentId).map((a) => ({ id: a.id, name: a.name })),
    developers,
    projects,
    bedrooms,
    bathrooms,
    buildings: buildings.map((b) => ({ name: b.name, nameAr: b.nameAr })),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "listings" });
  const db = dbOf(args);
  const url = new URL(args.request.url);
  const kind = listingKindOfPath(url.pathname);
  const id = idOf(args.params.id);
  const base = ADMIN_LISTING_PATHS[kind];
  if (id === null) {
    const values = formValuesOf(kind, { state: "draft", classification: "Residential", agentId: staff.agentId ?? "" });
    return { kind, base, id, values, bedroomIds: [] as string[], options: await formOptions(db, kind, staff, null), listing: null };
  }
  const stored = await readEditableOr404(db, kind, id, staff);
  const options = await formOptions(db, kind, staff, Number(stored.areaId));
  const media = (await listListingMedia(db, kind, id, { actor: staff })) as MediaItem[];
  // Judged today (a permit's days left), from what is stored: the same rules as the stored score.
  const quality = await listingQuality(db, kind, id, new Date());
  const publicPath = `/${kind === "unit" ? "property" : "project"}/${encodeURIComponent(stored.pageUrl)}/${id}`;
  return {
    kind,
    base,
    id,
    values: formValuesOf(kind, stored),
    bedroomIds: ((stored.bedroomIds as number[] | undefined) ?? []).map(String),
    options,
    listing: {
      title: kind === "project" ? String(stored.name) : stored.title,
      state: stored.state,
      isRent: kind === "unit" && stored.purposeId === RENT_PURPOSE_ID,
      publicPath,
      previewPath: `${base}/${id}/preview`,
      brochurePath: (stored.brochurePath as string | null) ?? null,
      gallery: media.filter((m) => m.kind !== "floor_plan"),
      floorPlans: media.filter((m) => m.kind === "floor_plan"),
      saved: url.searchParams.get("saved"),
      quality: { score: quality?.score ?? 0, hints: (quality?.hints ?? []).map((h) => hintText(h)) },
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "listings" });
  const db = dbOf(args);
  const kind = listingKindOfPath(new URL(args.request.url).pathname);
  const id = idOf(args.params.id);
  return id === null ? createFromForm(db, kind, staff, args.request) : editorPost(db, kind, id, staff, args.request);
}

/** The moves the life cycle offers from a state (the service checks the permit and the purpose). */
function stateButtons(state: ListingState, isRent: boolean, kind: ListingKind): Array<{ to: ListingState; label: string }> {
  const all: Array<{ to: ListingState; label: string }> = [
    { to: "published", label: "Publish" },
    { to: "under_offer", label: "Mark under offer" },
    kind === "unit" && isRent ? { to: "rented", label: "Mark rented" } : { to: "sold", label: "Mark sold" },
    { to: "archived", label: "Archive" },
    { to: "draft", label: "Back to draft" },
  ];
  return all.filter((b) => b.to !== state);
}

const SAVED: Record<string, string> = { created: "Created as a draft. Add photos and a permit, then publish.", copied: "This is the copy, saved as a draft without a permit or CRM reference." };

type StoredListing = NonNullable<Route.ComponentProps["loaderData"]["listing"]>;

/** Where a stored listing stands: its state, and where to see it. */
function ListingStatus({ listing: l }: { listing: StoredListing }) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <p className="text-slate-800">
        State: <strong>{STATE_LABELS[l.state]}</strong>
      </p>
      {isShownState(l.state) ? (
        <a href={l.publicPath} className="font-semibold text-brand-700 underline">
          View on the site
        </a>
      ) : (
        <p className="text-slate-700">Not on the site.</p>
      )}
      <a href={l.previewPath} className="font-semibold text-brand-700 underline">
        Preview
      </a>
    </div>
  );
}

/** One button for each move out of the current state. */
function LifeCycle({ state, isRent, kind }: { state: ListingState; isRent: boolean; kind: ListingKind }) {
  return (
    <section aria-labelledby="life-cycle" className="mt-6 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="life-cycle" className="text-lg font-semibold text-slate-900">
        Life cycle
      </h2>
      <p className="mt-1 text-sm text-slate-700">Published and under offer are shown on the site; both need a valid advertising permit.</p>
      <Form method="post" className="mt-3 flex flex-wrap gap-2">
        <CsrfField />
        <input type="hidden" name="intent" value="state" />
        {stateButtons(state, isRent, kind).map((b) => (
          <button key={b.to} type="submit" name="state" value={b.to} className={secondaryButtonClass}>
            {b.label}
          </button>
        ))}
      </Form>
    </section>
  );
}

/** The gallery and the floor plans: each with its upload form above its list. */
function MediaSections({ listing: l, uploadUrl }: { listing: StoredListing; uploadUrl: string }) {
  return (
    <>
      <section aria-labelledby="photos" className="mt-8">
        <h2 id="photos" className="text-xl font-semibold text-slate-900">
          Photos
        </h2>
        <p className="text-sm text-slate-700">JPEG, PNG, WebP or AVIF, up to 15 MB each; the first photo leads the gallery.</p>
        <UploadForm field="photos" label="Photos to add" accept="image/jpeg,image/png,image/webp,image/avif" button="Upload photos" maxBytes={FILE_LIMITS.image} uploadUrl={uploadUrl} />
        <MediaList items={l.gallery} noun="photo" />
      </section>
      <section aria-labelledby="floor-plans" className="mt-8">
        <h2 id="floor-plans" className="text-xl font-semibold text-slate-900">
          Floor plans
        </h2>
        <UploadForm field="floorPlans" label="Floor plans to add" accept="image/jpeg,image/png,image/webp,image/avif" button="Upload floor plans" maxBytes={FILE_LIMITS.image} uploadUrl={uploadUrl} />
        <MediaList items={l.floorPlans} noun="floor plan" />
      </section>
    </>
  );
}

/** The one PDF a listing may have: a link to it and its removal, or an upload that replaces it. */
function BrochureSection({ brochurePath, uploadUrl }: { brochurePath: string | null; uploadUrl: string }) {
  return (
    <section aria-labelledby="brochure" className="mt-8">
      <h2 id="brochure" className="text-xl font-semibold text-slate-900">
        Brochure
      </h2>
      {brochurePath ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <a href={brochurePath} className="font-semibold text-brand-700 underline">
            Current brochure (PDF)
          </a>
          <Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="remove-brochure" />
            <button type="submit" className={secondaryButtonClass}>
              Remove brochure
            </button>
          </Form>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">No brochure yet.</p>
      )}
      <UploadForm field="brochure" label="Brochure (PDF, up to 20 MB)" accept="application/pdf" multiple={false} button="Upload brochure" maxBytes={FILE_LIMITS.brochure} uploadUrl={uploadUrl} />
    </section>
  );
}

/** Duplicate, and delete behind a confirming checkbox (marked invalid when a delete came without it). */
function CopyOrDelete({ noun, unconfirmed }: { noun: string; unconfirmed: boolean }) {
  return (
    <section aria-labelledby="copy-delete" className="mt-8 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="copy-delete" className="text-xl font-semibold text-slate-900">
        Copy or delete
      </h2>
      <Form method="post" className="mt-3">
        <CsrfField />
        <input type="hidden" name="intent" value="duplicate" />
        <button type="submit" className={secondaryButtonClass}>
          Duplicate this {noun}
        </button>
      </Form>
      <Form method="post" className="mt-4 space-y-2">
        <CsrfField />
        <input type="hidden" name="intent" value="delete" />
        <label className="flex items-start gap-2 text-slate-800">
          <input type="checkbox" name="confirm" value="yes" className="mt-1 h-5 w-5" aria-invalid={unconfirmed ? true : undefined} />
          <span>Yes, delete this {noun} with its photos and lists. This cannot be undone.</span>
        </label>
        <button type="submit" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
          Delete {noun}
        </button>
      </Form>
    </section>
  );
}

export default function ListingEditor({ loaderData: data, actionData }: Route.ComponentProps) {
  const answer = actionData as EditorAnswer | undefined;
  const noun = data.kind === "unit" ? "unit" : "project";
  const l = data.listing;
  const heading = l ? `Edit ${noun}: ${l.title}` : `New ${noun}`;
  const uploadUrl = `${data.base}/${data.id}/uploads`;
  const saveAnswer = answer?.intent === "save" || answer?.intent === "state" ? answer : undefined;
  return (
    <>
      <title>{heading}</title>
      <p>
        <Link to={data.base} className="font-semibold text-brand-700 underline">
          All {noun}s
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold break-words text-slate-900">{heading}</h1>
      {l && <ListingStatus listing={l} />}
      {l?.saved && SAVED[l.saved] && !answer && (
        <div className="mt-4">
          <FormAlert message={SAVED[l.saved]} tone="ok" />
        </div>
      )}
      <PostMessage answer={answer} />

      {l && <QualityPanel quality={l.quality} />}
      {l && <LifeCycle state={l.state} isRent={l.isRent} kind={data.kind} />}

      <ListingForm
        key={`${data.id ?? "new"}-${JSON.stringify(data.values)}`}
        kind={data.kind}
        initial={saveAnswer?.values ?? data.values}
        bedroomIds={saveAnswer?.bedroomIds ?? data.bedroomIds}
        serverErrors={saveAnswer?.fieldErrors}
        options={data.options}
        submitLabel={l ? "Save changes" : `Create ${noun}`}
      />

      {l && (
        <>
          <MediaSections listing={l} uploadUrl={uploadUrl} />
          <BrochureSection brochurePath={l.brochurePath} uploadUrl={uploadUrl} />
          <CopyOrDelete noun={noun} unconfirmed={Boolean(answer?.fieldErrors?.confirm)} />
        </>
      )}
    </>
  );
}
