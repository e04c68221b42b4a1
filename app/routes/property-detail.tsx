// PLACEHOLDER: replaced by the issue that builds this screen.
export function meta() {
  return [{ title: "Property" }];
}

export default function Page() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">Property</h1>
    </main>
  );
}
