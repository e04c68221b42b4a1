/** Placeholder until the http benchmark lands. */
export async function runHttp(_args: string[]): Promise<number> {
  console.log("not yet");
  return 0;
}
