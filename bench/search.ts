/** Placeholder until the search benchmark lands. */
export async function runSearch(_args: string[]): Promise<number> {
  console.log("not yet");
  return 0;
}
