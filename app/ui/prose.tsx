/** Article typography: wraps sanitised HTML (or children) in the `.prose-content` styles. */
import "./prose.css";

/** `lang`: "en" for English shown on an Arabic page (app/platform/i18n/local-text.ts). */
type Props = { className?: string; lang?: string } & ({ html: string; children?: never } | { html?: never; children: React.ReactNode });

export function Prose({ html, children, className = "", lang }: Props) {
  if (html !== undefined) return <div lang={lang} className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div lang={lang} className={`prose-content ${className}`}>{children}</div>;
}
