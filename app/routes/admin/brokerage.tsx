/**
 * /admin/brokerage (admins only): the brokerage's identity as the whole site shows it: names,
 * logo, phones, e-mails, ORN, offices with map positions, social links, the YouTube channel of
 * the shorts and the address lead notifications go to. Saved as one revisable record; the
 * header, footer, contact page, structured data and mails read it through the cached content
 * module. Posts without JavaScript.
 */
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/brokerage";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { getEnv } from "../../platform/env.server.ts";
import { brokerageEditorAction, readBrokerageRecord } from "../../modules/content/brokerage/brokerage-editor.server.ts";
import { readEditorPost, type EditorResult } from "../../modules/content/editing/editor-post.server.ts";
import { BROKERAGE_FORM, brokerageToValues, emptyBrokerage, OFFICE_TEXTS, SOCIAL, VIEWING_SLOT_MINUTES, WEEKDAYS } from "../../modules/content/brokerage/brokerage-form.ts";
import { checkForm } from "../../modules/content/editing/record-form.ts";
import { useFormCheck } from "../../ui/admin/use-form-check.ts";
import { historyPathOf } from "../../modules/content/revisions/revision-paths.ts";
import { EditorHeading } from "../../ui/admin/editor-heading.tsx";
import { CsrfField } from "../../ui/admin/csrf-field.tsx";
import { buttonClass, inputClass, LabelledControl } from "../../ui/admin/field.tsx";
import { TextPair } from "../../ui/admin/text-pair.tsx";
import { ImageSlot } from "../../ui/admin/image-slot.tsx";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "brokerage" });
  const stored = await readBrokerageRecord(dbOf(args), "identity");
  const env = getEnv();
  const saved = new URL(args.request.url).searchParams.get("saved") === "1";
  return {
    // None after `npm run demo:remove` on a site whose staff stay: the admin enters it here (public pages say "being set up" until then).
    brokerage: stored ?? emptyBrokerage(new Date().getUTCFullYear()),
    missing: !stored,
    // What applies when a setting is left empty (shown as hints; the stored value wins when set).
    fallbacks: { youtubeChannelId: env.YOUTUBE_CHANNEL_ID ?? null, leadNotifyEmail: env.LEAD_NOTIFY_EMAIL ?? null },
    saved: saved ? "Saved: the site shows the change now." : null,
  };
}

export async function action(args: Route.ActionArgs) {
  const staff = await requireStaff(args, { section: "brokerage" });
  const db = dbOf(args);
  const current = (await readBrokerageRecord(db, "identity")) ?? emptyBrokerage(new Date().getUTCFullYear());
  const post = await readEditorPost(args.request);
  if (!post.ok) return data({ ok: false as const, message: post.reason, fieldErrors: {}, values: brokerageToValues(current), formKey: String(Date.now()) }, { status: post.status });
  const result = await brokerageEditorAction(db, staff, post);
  if (result.ok) return redirect("/admin/brokerage?saved=1");
  return data({ ...result, formKey: String(Date.now()) }, { status: 400 });
}

/** When visitors may book a viewing on a unit's page (Dubai time). */
function ViewingHoursSection({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  return (
    <section className="space-y-3" aria-labelledby="b-viewings">
      <h2 id="b-viewings" className="text-lg font-semibold text-slate-900">
        Viewing hours
      </h2>
      <fieldset aria-describedby={errors.viewingDays ? "viewing-days-error" : undefined}>
        <legend className="text-sm font-medium text-slate-900">Days viewings are booked on</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {WEEKDAYS.map(([n, name]) => (
            <label key={n} className="flex items-center gap-1 text-sm text-slate-800">
              <input type="checkbox" name={`viewingDay.${n}`} defaultChecked={values[`viewingDay.${n}`] === "on"} />
              {name}
            </label>
          ))}
        </div>
        {errors.viewingDays && (
          <p id="viewing-days-error" className="mt-1 text-sm text-red-700">
            {errors.viewingDays}
          </p>
        )}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <Input name="viewingStart" label="First viewing at" values={values} errors={errors} hint="Dubai time, e.g. 09:00" />
        <Input name="viewingEnd" label="Last viewing ends by" values={values} errors={errors} hint="Dubai time, e.g. 18:00" />
        <LabelledControl label="Slot length" error={errors.viewingSlotMinutes} small>
          {(wiring) => (
            <select {...wiring} name="viewingSlotMinutes" defaultValue={values.viewingSlotMinutes ?? "30"} className={inputClass}>
              {VIEWING_SLOT_MINUTES.map((m) => (
                <option key={m} value={m}>{`${m} minutes`}</option>
              ))}
            </select>
          )}
        </LabelledControl>
      </div>
    </section>
  );
}

type FieldProps = { name: string; label: string; values: Record<string, string>; errors: Record<string, string>; hint?: string; type?: string };

function Input({ name, label, values, errors, hint, type = "text" }: FieldProps) {
  return (
    <LabelledControl label={label} hint={hint} error={errors[name]} small>
      {(wiring) => <input {...wiring} name={name} type={type} defaultValue={values[name] ?? ""} className={inputClass} />}
    </LabelledControl>
  );
}

/** The first message of an office's fields or of the list itself (zod's paths: offices.0.lat, offices). */
const officeError = (errors: Record<string, string>, i: number, field: string) => errors[`offices.${i}.${field}`];

type Brokerage = Route.ComponentProps["loaderData"]["brokerage"];
type Fallbacks = Route.ComponentProps["loaderData"]["fallbacks"];

/** The offices, one fieldset each, and an empty one to add another (the first office is the head office). */
function OfficesSection({ count, rows, values, errors }: { count: number; rows: number; values: Record<string, string>; errors: Record<string, string> }) {
  return (
      <section className="space-y-3" aria-labelledby="b-offices">
        <h2 id="b-offices" className="text-lg font-semibold text-slate-900">
          Offices
        </h2>
        <p className="text-sm text-slate-600">The first office is the head office. Fill the last, empty office to add one; empty an office's texts to remove it.</p>
        {errors.offices && <p className="text-sm font-medium text-red-700">{errors.offices}</p>}
        {Array.from({ length: rows }, (_, i) => (
          <fieldset key={i} className="space-y-3 rounded-md border border-slate-300 p-3">
            <legend className="px-1 font-medium text-slate-800">{i < count ? `Office ${i + 1}` : "New office"}</legend>
            {OFFICE_TEXTS.map((t) => (
              <TextPair key={t} label={`${t[0]!.toUpperCase()}${t.slice(1)}`} names={{ en: `offices.${i}.${t}.en`, ar: `offices.${i}.${t}.ar` }} defaults={values} errors={errors} />
            ))}
            <div className="grid gap-3 sm:grid-cols-2">
              <LabelledControl label="Map latitude" error={officeError(errors, i, "lat")} small>
                {(wiring) => <input {...wiring} name={`offices.${i}.lat`} inputMode="decimal" defaultValue={values[`offices.${i}.lat`] ?? ""} className={inputClass} />}
              </LabelledControl>
              <LabelledControl label="Map longitude" error={officeError(errors, i, "lng") ?? officeError(errors, i, "mapEmbedUrl")} small>
                {(wiring) => <input {...wiring} name={`offices.${i}.lng`} inputMode="decimal" defaultValue={values[`offices.${i}.lng`] ?? ""} className={inputClass} />}
              </LabelledControl>
            </div>
          </fieldset>
        ))}
      </section>
  );
}

/**
 * The brokerage's form, under a key that changes with each answer of the action: its fields are
 * checked in the browser with the brokerage's schema as they are left (BROKERAGE_FORM, the action's too).
 */
function BrokerageForm({ brokerage, fallbacks, values, serverErrors }: { brokerage: Brokerage; fallbacks: Fallbacks; values: Record<string, string>; serverErrors?: Record<string, string> }) {
  const { errors, onBlur, onChange } = useFormCheck((v) => checkForm(BROKERAGE_FORM, v), serverErrors);
  const rows = Math.min(Math.max(Number(values.officeRows) || brokerage.offices.length + 1, 1), 21);
  return (
    <Form method="post" encType="multipart/form-data" onBlur={onBlur} onChange={onChange} className="mt-6 space-y-6 rounded-lg border border-slate-300 bg-white p-4" aria-label="Brokerage">
      <CsrfField />
      <input type="hidden" name="officeRows" value={rows} />
      <section className="space-y-3" aria-labelledby="b-names">
        <h2 id="b-names" className="text-lg font-semibold text-slate-900">
          Names and logo
        </h2>
        <TextPair label="Name" names={{ en: "name.en", ar: "name.ar" }} defaults={values} errors={errors} />
        <TextPair label="Short name" names={{ en: "shortName.en", ar: "shortName.ar" }} defaults={values} errors={errors} hint="Shown in the header's logo." />
        <TextPair label="Legal name" names={{ en: "legalName.en", ar: "legalName.ar" }} defaults={values} errors={errors} />
        <ImageSlot label="Logo" field="logoFile" remove="removeLogo" current={brokerage.logoPath} error={errors.logoFile ?? errors.logoPath} alt="The brokerage's logo" />
      </section>
      <section className="space-y-3" aria-labelledby="b-contact">
        <h2 id="b-contact" className="text-lg font-semibold text-slate-900">
          Phones, e-mails and registration
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          <Input name="phone" label="Phone" values={values} errors={errors} hint="International format, e.g. +97145550123" />
          <Input name="phoneDisplay" label="Phone as shown" values={values} errors={errors} hint="e.g. +971 4 555 0123" />
          <Input name="whatsapp" label="WhatsApp number" values={values} errors={errors} hint="Digits with the country code, e.g. 97145550123" />
          <Input name="email" label="E-mail" type="email" values={values} errors={errors} />
          <Input name="careersEmail" label="Careers e-mail" type="email" values={values} errors={errors} />
          <Input
            name="leadNotifyEmail"
            label="Lead notifications go to"
            type="email"
            values={values}
            errors={errors}
            hint={`Empty: ${fallbacks.leadNotifyEmail ? `${fallbacks.leadNotifyEmail} (the server's LEAD_NOTIFY_EMAIL)` : "the e-mail above"}.`}
          />
          <Input name="orn" label="ORN (RERA office registration number)" values={values} errors={errors} />
          <Input name="openingHours" label="Opening hours" values={values} errors={errors} hint="e.g. Mo-Sa 09:00-19:00" />
          <Input name="copyrightYear" label="Copyright year" values={values} errors={errors} />
        </div>
      </section>
      <section className="space-y-3" aria-labelledby="b-social">
        <h2 id="b-social" className="text-lg font-semibold text-slate-900">
          Social links and videos
        </h2>
        <div className="grid gap-3 sm:grid-cols-2">
          {SOCIAL.map((s) => (
            <Input key={s} name={`social.${s}`} label={`${s[0]!.toUpperCase()}${s.slice(1)} page`} type="url" values={values} errors={errors} hint="https://… ; empty: not shown" />
          ))}
          <Input
            name="youtubeChannelId"
            label="YouTube channel id of the shorts"
            values={values}
            errors={errors}
            hint={`UC…; empty: ${fallbacks.youtubeChannelId ? `${fallbacks.youtubeChannelId} (the server's YOUTUBE_CHANNEL_ID)` : "the stored list of shorts"}.`}
          />
        </div>
      </section>
      <ViewingHoursSection values={values} errors={errors} />
      <OfficesSection count={brokerage.offices.length} rows={rows} values={values} errors={errors} />
      <button type="submit" className={buttonClass}>
        Save the brokerage
      </button>
    </Form>
  );
}

export default function BrokerageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { brokerage, fallbacks, saved, missing } = loaderData;
  const result = actionData as (EditorResult & { formKey: string }) | undefined;
  const values = result && !result.ok ? result.values : brokerageToValues(brokerage);
  return (
    <>
      <EditorHeading heading="The brokerage" history={historyPathOf("brokerage", "identity")} saved={saved} error={result && !result.ok ? result.message : undefined} />
      {missing && (
        <p role="status" className="mt-3 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The site has no brokerage details yet, so its public pages say it is being set up. Enter them here and save: the site opens at once.
        </p>
      )}
      <BrokerageForm key={result?.formKey ?? "loaded"} brokerage={brokerage} fallbacks={fallbacks} values={values} serverErrors={result && !result.ok ? result.fieldErrors : undefined} />
    </>
  );
}
