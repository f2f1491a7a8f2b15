/**
 * The NEMSIS file inside the SOAP message. The file travels as the XML element itself inside
 * payloadOfXmlElement (an xs:any), not as escaped text: the client checks it is one well-formed element before
 * it goes into the envelope (a broken file would break the message around it, or add elements to it), and the
 * stand-in reads it back from the message character for character.
 */
import sax from "sax";

/** The file without its XML declaration (and byte order mark), which cannot stand inside another document. */
export const withoutDeclaration = (xml: string) => xml.replace(/^\uFEFF?\s*(<\?xml\s[\s\S]*?\?>)?\s*/, "");

export type PayloadRoot = { element: string; namespace: string };

/** The file's one root element, or why it is not a single well-formed, namespace-correct element. */
export function payloadRoot(xml: string): { root: PayloadRoot } | { error: string } {
  const parser = sax.parser(true, { xmlns: true });
  let depth = 0;
  const roots: PayloadRoot[] = [];
  let problem: string | null = null;
  parser.onerror = (error) => {
    problem ??= error.message.split("\n")[0];
    parser.resume();
  };
  parser.ondoctype = () => {
    problem ??= "a document type declaration cannot stand inside the message";
  };
  parser.ontext = (text) => {
    if (depth === 0 && text.trim()) problem ??= "text outside the root element";
  };
  parser.onopentag = (opened) => {
    const tag = opened as sax.QualifiedTag;
    if (depth === 0) roots.push({ element: tag.local, namespace: tag.uri });
    depth++;
  };
  parser.onclosetag = () => {
    depth--;
  };
  parser.write(xml).close();
  if (problem) return { error: `The file is not well-formed XML: ${problem}` };
  if (roots.length !== 1) return { error: `The file has ${roots.length} root elements; one is expected` };
  return { root: roots[0] };
}

/**
 * The raw text inside the first element `local` of `namespace` in `xml` (a SOAP message), exactly as it is in
 * the message, or null when there is none.
 */
export function elementContent(xml: string, namespace: string, local: string): string | null {
  const parser = sax.parser(true, { xmlns: true, position: true });
  let depth = 0;
  let openedAt: { depth: number; start: number } | null = null;
  let content: string | null = null;
  parser.onopentag = (opened) => {
    const tag = opened as sax.QualifiedTag;
    depth++;
    if (!openedAt && content === null && tag.local === local && tag.uri === namespace)
      openedAt = { depth, start: parser.position };
  };
  parser.onclosetag = () => {
    if (openedAt && openedAt.depth === depth) {
      // startTagPosition is one past the closing tag's "<".
      content = xml.slice(openedAt.start, parser.startTagPosition - 1);
      openedAt = null;
    }
    depth--;
  };
  parser.write(xml).close();
  return content;
}
