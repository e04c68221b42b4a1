// PLACEHOLDER: replaced by the issue that builds this screen.
export function meta() {
  return [{ title: "Developer" }];
}

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Developer</h1>
    </main>
  );
}
