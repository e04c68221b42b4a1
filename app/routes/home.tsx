import type { Route } from "./+types/home";
import { dbContext } from "../context.ts";
import { searchProjects } from "../db/queries/projects.server.ts";
import { brokerage } from "../config/brokerage.ts";

export function meta() {
  return [
    { title: `${brokerage.name} | Property for sale and rent in Dubai` },
    { name: "description", content: "Apartments, villas and off-plan projects for sale and rent in Dubai." },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const { rows } = await searchProjects(db, {
    projectId: 0, area: 0, developersId: 0, projectType: 0, status: 1, completionYear: 0, priceFrom: 0, priceTo: 0,
    beds: [], areaURL: "", developerURL: "", projectPageURL: "", pageNumber: 1, pageSize: 10,
  });
  return { projects: rows.map((p) => ({ id: p.projectId, name: p.projectName, url: p.projectURL })) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{brokerage.name}</h1>
      <ul className="mt-6 list-disc pl-6">
        {loaderData.projects.map((p) => (
          <li key={p.id}>{p.name}</li>
        ))}
      </ul>
    </main>
  );
}
