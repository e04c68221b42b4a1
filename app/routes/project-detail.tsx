// PLACEHOLDER: replaced by the issue that builds this screen.
export function meta() {
  return [{ title: "Project" }];
}

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Project</h1>
    </main>
  );
}
