/**
 * The back office's form checks as the browser runs them: a Node process that loads only the
 * forms' modules (zod/mini, without zod's full build and its catalogue of default messages), reads
 * `[{ form, values, bedroomIds? }]` on stdin and writes each form's messages by field on stdout.
 * tests/integration/form-schemas.test.ts compares them with the actions' answers.
 */
import { AGENT_EDITOR } from "../../app/modules/content/agents/agent-form.ts";
import { AREA_EDITOR } from "../../app/modules/content/areas/area-form.ts";
import { BLOG_FORM } from "../../app/modules/content/blog/blog-form.ts";
import { BROKERAGE_FORM } from "../../app/modules/content/brokerage/brokerage-form.ts";
import { DEVELOPER_EDITOR } from "../../app/modules/content/developers/developer-form.ts";
import { checkForm, type FormCheck } from "../../app/modules/content/editing/record-form.ts";
import { listingFormErrors } from "../../app/modules/listings/admin/listing-form-check.ts";

type Case = { form: string; values: Record<string, string>; bedroomIds?: string[] };

const FORMS: Record<string, FormCheck> = { area: AREA_EDITOR.form, developer: DEVELOPER_EDITOR.form, agent: AGENT_EDITOR.form, blog: BLOG_FORM, brokerage: BROKERAGE_FORM };

let input = "";
for await (const chunk of process.stdin) input += chunk;
const cases = JSON.parse(input) as Case[];
const answers = cases.map((c) => (c.form === "unit" || c.form === "project" ? listingFormErrors(c.form, c.values, c.bedroomIds) : checkForm(FORMS[c.form]!, c.values)));
process.stdout.write(JSON.stringify(answers));
