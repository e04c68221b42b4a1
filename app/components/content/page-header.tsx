/** The top of a content page: breadcrumb, eyebrow, the page's single h1 and an optional lead. */
import { Breadcrumb, type Crumb } from "../breadcrumb.tsx";
import "./prose.css";

type Props = {
  title: string;
  eyebrow?: string;
  lead?: React.ReactNode;
  crumbs?: Crumb[];
  children?: React.ReactNode;
};

export function PageHeader({ title, eyebrow, lead, crumbs, children }: Props) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="page-gutter pt-6 pb-10 sm:pt-8 sm:pb-14">
        <Breadcrumb items={crumbs ?? [{ label: title }]} />
        {eyebrow && <p className="mt-8 text-sm font-semibold tracking-wider text-[#8a6514] uppercase">{eyebrow}</p>}
        <h1 className={`${eyebrow ? "mt-2" : "mt-8"} max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl`}>
          {title}
        </h1>
        {lead && <div className="mt-4 max-w-3xl text-lg leading-8 text-slate-600">{lead}</div>}
        {children}
      </div>
    </header>
  );
}
