/**
 * The contact-us form (spec 2.9: lead opCode 2) with the result popup. Works without
 * JavaScript (plain POST to /forms/lead, server-rendered result page).
 */
import { useBrokerage } from "../../../ui/brokerage.ts";
import { LeadForm } from "./lead-form.tsx";
import { showLeadResult } from "./lead-forms-data.ts";
import { useLeadForms } from "./page-countries.ts";
import { useTranslations } from "../../../platform/i18n/intl.tsx";

export function ContactForm() {
  const brokerage = useBrokerage();
  const data = useLeadForms();
  const t = useTranslations("forms");
  if (!data) {
    return (
      <p className="text-slate-700">
        {t.rich("writeToUs", {
          email: brokerage.email,
          a: (chunks) => (
            <a className="font-semibold text-brand-700 underline" href={`mailto:${brokerage.email}`} dir="ltr">
              {chunks}
            </a>
          ),
        })}
      </p>
    );
  }
  return <LeadForm form="contact" data={data} onResult={showLeadResult} submitLabel={t("sendMessage")} />;
}

export default ContactForm;
