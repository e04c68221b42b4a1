/** One page of static text: no loader, no data, no database. */
export function meta() {
  return [{ title: "Bare page" }];
}

export default function Home() {
  return (
    <main>
      <h1>Bare React Router page</h1>
      <p>Static text rendered on the server by a minimal React Router app, the yardstick of bench/http.ts.</p>
    </main>
  );
}
