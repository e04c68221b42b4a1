/**
 * /developer/{URL} (spec 2.7, 2.9): the developer's name, logo and description (sanitised HTML)
 * above that developer's project list, with the same search form and pagination. A developer
 * without projects still shows its profile, with 'Not Found' below; an unknown URL is a 404.
 */
import type { Route } from "./+types/developer";
import { dbContext } from "../context.ts";
import { findDeveloper } from "../db/queries/developers.server.ts";
import { sanitizeDescription } from "../lib/sanitize.server.ts";
import { absoluteUrl, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { cutText, htmlToText } from "../lib/format.ts";
import { Img } from "../components/img.tsx";
import { ProfileIntro, ProfilePage, profileJsonLd } from "../components/projects/profile-page.tsx";
import { projectCountLabel } from "../components/projects/developer-card.tsx";
import { loadProfileList } from "../lib/project-list.server.ts";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { found: developer, list } = await loadProfileList(context.get(dbContext), request, params.url, findDeveloper, (d) => ({ developersId: d.developersId }), "developer");
  return {
    developer: {
      name: developer.developersName,
      logoPath: developer.logoPath,
      pageURL: developer.pageURL,
      projectCount: developer.developersUnits,
      description: sanitizeDescription(developer.description),
    },
    list,
  };
}

export function meta(args: Route.MetaArgs) {
  const d = args.loaderData;
  if (!d) return [{ title: "Developer not found" }, { name: "robots", content: "noindex" }];
  const dev = d.developer;
  return seoMeta(args, {
    title: `${dev.name}: Projects and Developer Profile`,
    description: cutText(`${dev.name} projects in the UAE: ${projectCountLabel(dev.projectCount)} with starting prices in AED. ${htmlToText(dev.description)}`, 155),
    path: `/developer/${dev.pageURL}`,
    image: dev.logoPath,
  });
}

export default function DeveloperPage({ loaderData, matches }: Route.ComponentProps) {
  const { developer: dev, list } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  return (
    <ProfilePage
      crumbs={[{ label: "Developers", to: "/developers" }, { label: dev.name }]}
      list={list}
      resultsHeading={`Projects by ${dev.name}`}
      emptyMessage={`We have no listed projects by ${dev.name} at the moment. Ask our consultants about upcoming launches.`}
      jsonLd={profileJsonLd("Organization", siteUrl, { name: dev.name, path: `/developer/${dev.pageURL}`, descriptionHtml: dev.description }, {
        ...(dev.logoPath ? { logo: absoluteUrl(siteUrl, dev.logoPath) } : {}),
      })}
    >
      <div className="mt-6 grid gap-6 md:grid-cols-[14rem_1fr] md:items-start">
        <div className="flex h-28 w-56 items-center justify-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
          <Img src={dev.logoPath} alt={`${dev.name} logo`} sizes="224px" priority className="max-h-24 w-auto object-contain" />
        </div>
        <ProfileIntro eyebrow={`Developer · ${projectCountLabel(dev.projectCount)}`} name={dev.name} descriptionHtml={dev.description} className="mt-4 max-w-3xl text-slate-700" />
      </div>
    </ProfilePage>
  );
}
