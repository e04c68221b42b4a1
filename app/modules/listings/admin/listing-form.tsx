/**
 * The back office's unit and project form: every field of the kind's listing schema, grouped in
 * fieldsets, each message beside its field. Once the page runs, a field left shows the kind's
 * schema's message for it (listing-form-check.ts); the form posts as it is, with or without
 * JavaScript: the action converts the fields (listing-form-fields.ts), the listing service
 * validates them with the same schema, and its messages come back beside their fields (the
 * first field with one takes the focus). Lists are text areas, one item a line. The permit rule
 * (needed to publish) is the server's: its refusal shows here.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { RowsField, type RowsSpec } from "../../../ui/admin/rows-field.tsx";
import { CsrfField } from "../../../ui/admin/csrf-field.tsx";
import { Field, SelectField, TextAreaField, buttonClass } from "../../../ui/admin/field.tsx";
import { useStaffForm, type StaffForm } from "../../../ui/admin/use-staff-form.ts";
import { STATE_LABELS, type ListingFormValues } from "./listing-form-fields.ts";
import { listingFormErrors } from "./listing-form-check.ts";
import { LISTING_STATES, PERMIT_AUTHORITIES, RENT_FREQUENCIES, type ListingKind } from "../listing-constants.ts";

type Option = { id: number; name: string };
export type ListingFormOptions = {
  purposes: Option[];
  types: Option[];
  statuses: Option[];
  areas: Option[];
  agents: Option[];
  developers: Option[];
  projects: Option[];
  bedrooms: Option[];
  bathrooms: Option[];
  /** The buildings of the unit's area (as stored), offered as its building's name. */
  buildings: { name: string; nameAr: string | null }[];
};

const choices = (none: string, list: Option[]) => [{ value: "", label: none }, ...list.map((o) => ({ value: String(o.id), label: o.name }))];

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-300 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The lists as rows of fields, written as the lines listing-form-fields.ts reads. The Arabic columns are for
 * what is not a standard word: "Gym", a "View" label or a "Mall" have their Arabic on the site already.
 */
const LIST_ROWS = {
  amenities: {
    columns: [
      { key: "name", label: "Amenity" },
      { key: "nameAr", label: "Amenity in Arabic", arabic: true },
    ],
    separator: " | ",
    hint: "One a line: Amenity | its Arabic, for one that is not standard (e.g. Rooftop cinema | سينما على السطح).",
    add: "Add an amenity",
  },
  details: {
    columns: [
      { key: "name", label: "Detail" },
      { key: "value", label: "Value" },
      { key: "nameAr", label: "Detail in Arabic", arabic: true },
      { key: "valueAr", label: "Value in Arabic", arabic: true },
    ],
    separator: " | ",
    hint: "One a line: Name | value | Arabic name | Arabic value (the Arabic may be left out: View | Sea).",
    add: "Add a detail",
  },
  places: {
    columns: [
      { key: "name", label: "Place" },
      { key: "distance", label: "Distance" },
      { key: "type", label: "Type" },
      { key: "nameAr", label: "Place in Arabic", arabic: true },
    ],
    separator: " | ",
    hint: "One a line: Place | distance | type | Arabic name (e.g. Dubai Mall | 5 min | Mall | دبي مول).",
    add: "Add a place",
  },
} as const satisfies Record<string, RowsSpec>;

/** A field that takes both columns of a group's grid. */
const WIDE = "sm:col-span-2";

const AUTHORITY_LABELS: Record<(typeof PERMIT_AUTHORITIES)[number], string> = {
  DLD: "DLD (Dubai Land Department, RERA Trakheesi)",
  ADREC: "ADREC (Abu Dhabi)",
  SRRD: "SRRD (Sharjah)",
};

/**
 * A unit's building: a name, with the buildings of its area offered as it is typed (a datalist, so
 * any name can be written without JavaScript). A name no building of the area has is refused unless
 * "new building" is ticked: then the save adds it to the area, with its Arabic name when given.
 */
function BuildingFields({ form, buildings }: { form: StaffForm; buildings: ListingFormOptions["buildings"] }) {
  return (
    <>
      <Field form={form} name="buildingName" label="Building" hint="Optional: one of the area's buildings, or a new one." maxLength={200} list="area-buildings" autoComplete="off" />
      <datalist id="area-buildings">
        {buildings.map((b) => (
          <option key={b.name} value={b.name}>
            {b.nameAr ?? undefined}
          </option>
        ))}
      </datalist>
      <label className="flex items-start gap-2 self-end text-slate-800">
        <input
          type="checkbox"
          name="newBuilding"
          value="yes"
          checked={form.values.newBuilding === "yes"}
          onChange={(e) => form.set("newBuilding", e.target.checked ? "yes" : "")}
          className="mt-1 h-5 w-5"
        />
        <span>New building: add it to the unit's area when none has this name.</span>
      </label>
      <Field form={form} name="buildingNameAr" label="New building's name (Arabic)" hint="Optional; only when adding a building." maxLength={200} lang="ar" dir="rtl" />
    </>
  );
}

/** Both kinds' names and texts; a project has a name of its own, and its title is a tagline. */
function TitleGroup({ form, kind }: { form: StaffForm; kind: ListingKind }) {
  return (
    <Group legend="Titles and description">
      {kind === "project" && (
        <>
          <Field form={form} name="name" label="Project name (English)" required maxLength={200} pair />
          <Field form={form} name="nameAr" label="Project name (Arabic)" hint="Optional." maxLength={200} lang="ar" dir="rtl" pair />
        </>
      )}
      <Field form={form} name="title" label={kind === "unit" ? "Title (English)" : "Tagline (English)"} required maxLength={300} pair />
      <Field form={form} name="titleAr" label={kind === "unit" ? "Title (Arabic)" : "Tagline (Arabic)"} hint="Optional." maxLength={300} lang="ar" dir="rtl" pair />
      <div className={WIDE}>
        <TextAreaField form={form} name="descriptionHtml" label="Description (English)" hint="Plain text with a blank line between paragraphs, or HTML (cleaned when shown)." rows={6} />
      </div>
      <div className={WIDE}>
        <TextAreaField form={form} name="descriptionHtmlAr" label="Description (Arabic)" hint="Optional." rows={4} lang="ar" />
      </div>
      <Field form={form} name="pageUrl" label="Page address" hint="Lower-case words and hyphens; left empty, it is made from the title." maxLength={120} />
      <Field form={form} name="crmRef" label="CRM reference" hint="Optional; unique." maxLength={60} />
    </Group>
  );
}

/** What is for sale or rent: one price, one size and one bedroom count. */
function UnitGroup({ form, options }: { form: StaffForm; options: ListingFormOptions }) {
  return (
    <Group legend="The unit">
      <SelectField form={form} name="purposeId" label="Purpose" options={choices("Choose…", options.purposes)} />
      <SelectField form={form} name="typeId" label="Property type" options={choices("Choose…", options.types)} />
      <SelectField form={form} name="statusId" label="Status" options={choices("Choose…", options.statuses)} />
      <SelectField
        form={form}
        name="classification"
        label="Classification"
        options={[
          { value: "Residential", label: "Residential" },
          { value: "Commercial", label: "Commercial" },
        ]}
      />
      <Field form={form} name="price" label="Price (AED)" inputMode="numeric" required />
      <SelectField
        form={form}
        name="rentFrequency"
        label="Rent paid"
        hint="For a rent only."
        options={[{ value: "", label: "Not a rent" }, ...RENT_FREQUENCIES.map((f) => ({ value: f, label: f[0]!.toUpperCase() + f.slice(1) }))]}
      />
      <Field form={form} name="sizeSqft" label="Size (sq ft)" inputMode="numeric" required />
      <SelectField form={form} name="bedroomId" label="Bedrooms" hint="None for an office or a shop." options={choices("None", options.bedrooms)} />
      <SelectField form={form} name="bathroomId" label="Bathrooms" options={choices("Choose…", options.bathrooms)} />
      <SelectField form={form} name="developerId" label="Developer" hint="Optional." options={choices("None", options.developers)} />
      <SelectField form={form} name="projectId" label="Part of project" hint="Optional." options={choices("None", options.projects)} />
    </Group>
  );
}

/** What a development offers: a starting price, a range of sizes, the bedroom counts on offer and its payment plan. */
function ProjectGroup({ form, options, bedroomIds }: { form: StaffForm; options: ListingFormOptions; bedroomIds: string[] }) {
  return (
    <Group legend="The project">
      <SelectField form={form} name="developerId" label="Developer" options={choices("Choose…", options.developers)} />
      <SelectField form={form} name="typeId" label="Property type" options={choices("Choose…", options.types)} />
      <SelectField form={form} name="statusId" label="Status" options={choices("Choose…", options.statuses)} />
      <Field form={form} name="startingPrice" label="Starting price (AED)" inputMode="numeric" required />
      <Field form={form} name="completionYear" label="Completion year" inputMode="numeric" required />
      <SelectField
        form={form}
        name="completionQuarter"
        label="Completion quarter"
        options={[{ value: "", label: "Choose…" }, ...[1, 2, 3, 4].map((q) => ({ value: String(q), label: `Q${q}` }))]}
      />
      <Field form={form} name="sizeFromSqft" label="Smallest size (sq ft)" inputMode="numeric" required />
      <Field form={form} name="sizeToSqft" label="Largest size (sq ft)" inputMode="numeric" required />
      <fieldset className={WIDE}>
        <legend className="font-medium text-slate-800">Bedroom options</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {options.bedrooms.map((b) => (
            <label key={b.id} className="inline-flex items-center gap-2">
              <input type="checkbox" name="bedroomIds" value={b.id} defaultChecked={bedroomIds.includes(String(b.id))} className="h-5 w-5" />
              {b.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={WIDE}>
        <TextAreaField form={form} name="paymentPlan" label="Payment plan" hint="One milestone a line: Milestone | percent (adding up to 100)." rows={4} />
      </div>
    </Group>
  );
}

export function ListingForm({
  kind,
  initial,
  bedroomIds,
  serverErrors,
  options,
  submitLabel,
}: {
  kind: ListingKind;
  initial: ListingFormValues;
  bedroomIds: string[];
  serverErrors?: Record<string, string>;
  options: ListingFormOptions;
  submitLabel: string;
}) {
  const form = useStaffForm((values) => listingFormErrors(kind, values, bedroomIds), initial, serverErrors);
  return (
    <Form method="post" ref={form.ref} noValidate className="mt-6 space-y-6" aria-label={kind === "unit" ? "Unit details" : "Project details"}>
      <CsrfField />
      <input type="hidden" name="intent" value="save" />
      <TitleGroup form={form} kind={kind} />

      {kind === "unit" ? <UnitGroup form={form} options={options} /> : <ProjectGroup form={form} options={options} bedroomIds={bedroomIds} />}

      <Group legend="Place and people">
        <SelectField form={form} name="areaId" label="Area" options={choices("Choose…", options.areas)} />
        {kind === "unit" && <BuildingFields form={form} buildings={options.buildings} />}
        <SelectField form={form} name="agentId" label="Agent" hint={options.agents.length === 1 ? "Your own profile." : undefined} options={choices("Choose…", options.agents)} />
        <Field form={form} name="lat" label="Map pin latitude" hint="For example 25.0805." inputMode="decimal" />
        <Field form={form} name="lng" label="Map pin longitude" hint="For example 55.1403." inputMode="decimal" />
        <Field form={form} name="mapUrl" label="Map link" hint="Optional: a Google Maps embed address." type="url" />
        <Field form={form} name="videoPath" label="Video link" hint="Optional: a YouTube address." type="url" />
      </Group>

      <Group legend="Advertising permit">
        <Field form={form} name="permitNumber" label="Permit number" hint="Required to publish." maxLength={40} />
        <SelectField form={form} name="permitAuthority" label="Issued by" options={[{ value: "", label: "Choose…" }, ...PERMIT_AUTHORITIES.map((a) => ({ value: a, label: AUTHORITY_LABELS[a] }))]} />
        <Field form={form} name="permitExpiresOn" label="Permit expires on" hint="The last day it is valid." type="date" />
        <SelectField form={form} name="state" label="Life-cycle state" hint="Shown on the site when published or under offer." options={LISTING_STATES.map((s) => ({ value: s, label: STATE_LABELS[s] }))} />
      </Group>

      <Group legend="Amenities, details and places nearby">
        {/* Details and places have four columns each (two of them Arabic): one line on a desk. */}
        <div className={WIDE}>
          <RowsField form={form} name="amenities" label="Amenities" spec={LIST_ROWS.amenities} />
        </div>
        <div className={WIDE}>
          <RowsField form={form} name="details" label="Details" spec={LIST_ROWS.details} />
        </div>
        <div className={WIDE}>
          <RowsField form={form} name="places" label="Places nearby" spec={LIST_ROWS.places} />
        </div>
      </Group>

      <button type="submit" className={buttonClass}>
        {submitLabel}
      </button>
    </Form>
  );
}
