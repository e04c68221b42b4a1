/** The one "Read More" of the blog cards (home carousel and blog list, spec 2.3): same words, same arrow. */
import { Icon } from "../icons/icon.tsx";

export function ReadMore() {
  return (
    <>
      Read More
      <Icon name="arrow-right" className="h-4 w-4 transition group-hover:translate-x-0.5" />
    </>
  );
}
