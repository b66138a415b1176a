/**
 * The spec's search rule: a package matches when the visitor's text is a case-insensitive substring of its
 * name, its location, its category's name or its description. Every character matches itself (no wildcards).
 */
export interface PackageSearchText {
  name: string;
  location: string;
  categoryName: string;
  description: string;
}

/** The text as it is compared: lowercased (the search text and the package's fields alike). */
export const searchFolded = (text: string): string => text.toLowerCase();

/** A package's fields folded once, for matching many searches against it. */
export function foldPackageSearchText(text: PackageSearchText): readonly string[] {
  return [text.name, text.location, text.categoryName, text.description].map(searchFolded);
}

/** Whether folded fields (foldPackageSearchText) match the folded search text (searchFolded). */
export function matchesPackageSearch(foldedFields: readonly string[], foldedQuery: string): boolean {
  return foldedFields.some((field) => field.includes(foldedQuery));
}
