/** A category on sale as the chooser shows it: the plan's colour once the plan is read. */
export interface FrameCategory {
  name: string;
  color?: string | undefined;
  price: number;
  limit: number;
}

/** The categories on sale with their price and limit, in the plan's order and colours once it is read. */
export function frameCategories(
  prices: Readonly<Record<string, number>>,
  limits: Readonly<Record<string, number>>,
  planCategories: readonly { name: string; color: string }[] = [],
): FrameCategory[] {
  const colours = new Map(planCategories.map((category) => [category.name, category.color]));
  const names = [
    ...planCategories.map((category) => category.name).filter((name) => name in prices),
    ...Object.keys(prices).filter((name) => !colours.has(name)),
  ];
  return names.map((name) => ({ name, color: colours.get(name), price: prices[name]!, limit: limits[name] ?? 1 }));
}
