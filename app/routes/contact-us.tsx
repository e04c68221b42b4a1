/**
 * Contact us (spec 2.9): both offices' addresses, telephone and e-mail from the brokerage's
 * identity (app/content), the head office on an embedded map, and the contact form of the leads issue.
 */
import type { ComponentType } from "react";
import type { Route } from "./+types/contact-us";
import type { Brokerage, Office } from "../ui/brokerage.ts";
import { useBrokerage } from "../ui/brokerage.ts";
import { dbContext } from "../platform/context.ts";
import { pageSeoMeta } from "../modules/site/seo.ts";
import { telLink, whatsappLink } from "../platform/i18n/format.ts";
import { loadContentPage, pageContent } from "../modules/content/pages/pages.server.ts";
import { ContentPage } from "../modules/content/ui/content-page.tsx";
import { JsonLd } from "../ui/json-ld.tsx";
import { MapEmbed } from "../modules/listings/ui/map-embed.tsx";
import { loadLeadForms } from "../modules/leads/lead-forms.server.ts";
import { localeOf } from "../platform/i18n/locale.server.ts";
import { useTranslations, type T } from "../platform/i18n/intl.tsx";
import type { LocalText } from "../platform/i18n/local-text.ts";

/*
 * ── CONTACT FORM SLOT ──────────────────────────────────────────────────────────────────
 * The leads issue builds app/modules/leads/ui/contact-form.tsx (and this route's action).
 * It is picked up here when the file exists, so this page compiles and renders before it
 * does. Once it exists, replace the glob with a plain import.
 */
const contactFormModules = import.meta.glob<Record<string, unknown>>("../modules/leads/ui/contact-form.tsx", { eager: true });
const contactFormModule = Object.values(contactFormModules)[0];
const ContactForm = (contactFormModule?.ContactForm ?? contactFormModule?.default) as ComponentType | undefined;
// ── END CONTACT FORM SLOT ─────────────────────────────────────────────────────────────

/**
 * The contact form is rendered on the server (it works without JavaScript): it needs the country
 * list.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [leadForms, content] = await Promise.all([
    loadLeadForms(context, localeOf(request)),
    loadContentPage(context.get(dbContext), "contact-us", pageContent.contact, localeOf(request)),
  ]);
  return { leadForms, ...content };
}

export function meta(args: Route.MetaArgs) {
  return pageSeoMeta(args);
}

function OfficeCard({ office }: { office: Office }) {
  const t = useTranslations("contact");
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{office.name}</h3>
      <address className="mt-3 text-slate-700 not-italic leading-7">
        {office.building}
        <br />
        {office.street}, {office.city}
        <br />
        {office.country}
      </address>
      <a
        href={`https://www.openstreetmap.org/?mlat=${office.lat}&mlon=${office.lng}#map=17/${office.lat}/${office.lng}`}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("directions")}
        <span className="sr-only">
          {t("directionsTo", { office: office.name })}
          {t("newTab")}
        </span>
      </a>
    </div>
  );
}

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const { heading, page } = loaderData;
  const brokerage = useBrokerage();
  const head = brokerage.offices[0];
  const t = useTranslations("contact");
  return (
    // The map follows the form's grid at the grid's own bottom padding: 3rem, 4rem from 1024 px.
    <ContentPage heading={heading} className="space-y-12 pt-12 pb-16 lg:space-y-16 lg:pt-16">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
        {contactDetails(brokerage, t, page.hours)}

        {messageUs(brokerage, t)}
      </div>

      {head && (
        <section aria-labelledby="map-title">
          <h2 id="map-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            {t("findOur", { office: head.name })}
          </h2>
          <p className="mt-2 text-slate-600">
            {head.building}, {head.street}, {head.city}
          </p>
          <MapEmbed
            url={head.mapEmbedUrl}
            title={t("mapOf", { office: head.name, street: head.street, city: head.city })}
            address={`${head.building}, ${head.street}, ${head.city}`}
            className="mt-6 h-80 sm:h-[420px]"
          />
        </section>
      )}

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "RealEstateAgent",
          name: brokerage.name,
          telephone: brokerage.phone,
          email: brokerage.email,
          openingHours: brokerage.openingHours,
          address: brokerage.offices.map((o) => ({
            "@type": "PostalAddress",
            streetAddress: `${o.building}, ${o.street}`,
            addressLocality: o.city,
            addressCountry: "AE",
          })),
        }}
      />
    </ContentPage>
  );
}

/** The brokerage's telephone, e-mail, WhatsApp and hours, its offices, and its licence. */
function contactDetails(brokerage: Brokerage, t: T<"contact">, hours: LocalText) {
  return (
    <div>
      <h2 className="text-2xl font-semibold tracking-tight text-slate-900">{t("talkToUs")}</h2>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm font-medium text-slate-500">{t("telephone")}</dt>
          <dd className="mt-1">
            {/* A number and an address read left to right on Arabic pages too. */}
            <a href={telLink("", brokerage.phone)} dir="ltr" className="inline-flex min-h-11 items-center text-lg font-semibold text-slate-900 hover:text-brand-700">
              {brokerage.phoneDisplay}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-500">{t("email")}</dt>
          <dd className="mt-1">
            <a href={`mailto:${brokerage.email}`} dir="ltr" className="inline-flex min-h-11 items-center text-lg font-semibold text-slate-900 hover:text-brand-700">
              {brokerage.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-500">WhatsApp</dt>
          <dd className="mt-1">
            <a
              href={whatsappLink("", brokerage.whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center text-lg font-semibold text-slate-900 hover:text-brand-700"
            >
              {t("chat")}
              <span className="sr-only">{t("newTab")}</span>
            </a>
          </dd>
        </div>
        {hours.text && (
          <div>
            <dt className="text-sm font-medium text-slate-500">{t("officeHours")}</dt>
            <dd className="mt-1 text-slate-800" lang={hours.lang}>
              {hours.text}
            </dd>
          </div>
        )}
      </dl>

      {/* A brokerage that has entered no office yet (npm run setup asks for none) shows no empty heading. */}
      {brokerage.offices.length > 0 && (
        <>
          <h2 className="mt-12 text-2xl font-semibold tracking-tight text-slate-900">{t("ourOffices")}</h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {brokerage.offices.map((o) => (
              <OfficeCard key={o.name} office={o} />
            ))}
          </div>
        </>
      )}
      <p className="mt-6 text-sm text-slate-500">
        {t("orn", { name: brokerage.legalName, orn: brokerage.orn })}
      </p>
    </div>
  );
}

/** The message form, or the telephone and e-mail while the form is not there. */
function messageUs(brokerage: Brokerage, t: T<"contact">) {
  return (
    <section aria-labelledby="contact-form-title" className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
      <h2 id="contact-form-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {t("messageUs")}
      </h2>
      <p className="mt-2 text-slate-600">{t("messageLead")}</p>
      <div className="mt-6">
        {ContactForm ? (
          <ContactForm />
        ) : (
          <p className="rounded-lg bg-white p-4 text-slate-700">
            Our message form is on its way. Meanwhile, call{" "}
            <a className="font-semibold text-brand-700 underline" href={telLink("", brokerage.phone)}>
              {brokerage.phoneDisplay}
            </a>{" "}
            or e-mail{" "}
            <a className="font-semibold text-brand-700 underline" href={`mailto:${brokerage.email}`}>
              {brokerage.email}
            </a>
            .
          </p>
        )}
      </div>
    </section>
  );
}
