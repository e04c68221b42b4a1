/** Article typography: wraps sanitised HTML (or children) in the `.prose-content` styles. */
import "./prose.css";

type Props = { className?: string } & ({ html: string; children?: never } | { html?: never; children: React.ReactNode });

export function Prose({ html, children, className = "" }: Props) {
  if (html !== undefined) return <div className={`prose-content ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
  return <div className={`prose-content ${className}`}>{children}</div>;
}
