/**
 * Sends one post of files with XMLHttpRequest (fetch reports no upload progress) and reads the
 * answer whatever it is: the upload route's JSON, the server's plain-text refusal of a body over
 * its limit, a sign-in page after the session ended, or a lost connection.
 */
type SentAnswer = { ok?: string; error?: string; uploaded: number; refused: string[]; stop: boolean };

type Outcome = { name: string; ok: boolean; reason?: string };

export function sendFiles(url: string, body: FormData, onProgress: (sent: number, total: number) => void): Promise<SentAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onerror = () => resolve({ error: "The connection was lost before the upload finished.", uploaded: 0, refused: [], stop: true });
    xhr.ontimeout = xhr.onerror;
    xhr.onload = () => {
      const type = xhr.getResponseHeader("content-type") ?? "";
      if (!new URL(xhr.responseURL, location.href).pathname.startsWith(new URL(url, location.href).pathname)) {
        resolve({ error: "You were signed out. Sign in again, then upload the files once more.", uploaded: 0, refused: [], stop: true });
        return;
      }
      if (type.includes("application/json")) {
        try {
          const answer = JSON.parse(xhr.responseText) as { error?: string; message?: string; uploads?: Outcome[] };
          const uploads = answer.uploads ?? [];
          resolve({
            error: answer.error ?? answer.message,
            uploaded: uploads.filter((u) => u.ok).length,
            refused: uploads.filter((u) => !u.ok).map((u) => u.name),
            stop: xhr.status === 403 || xhr.status === 413 || xhr.status >= 500,
          });
          return;
        } catch {
          // Not the JSON it says it is: answered below as any other failure.
        }
      }
      const text = type.startsWith("text/plain") ? xhr.responseText.trim() : "";
      resolve({ error: text || `The upload was refused (${xhr.status}).`, uploaded: 0, refused: [], stop: true });
    };
    xhr.send(body);
  });
}
