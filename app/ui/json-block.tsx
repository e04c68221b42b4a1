/**
 * A document JSON block (app/platform/http/document-json.ts): not a script the browser runs (CSP does not
 * apply), the data read when the page hydrates. Its text is the server's; React leaves it as it is.
 */
export function JsonBlock({ id, dataKey, json }: { id: string; dataKey: string; json: string }) {
  return <script id={id} type="application/json" data-key={dataKey} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
