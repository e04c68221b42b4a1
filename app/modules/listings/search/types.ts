/** Option shapes the search controls take (the API's field names, spec 3). */
export type AreaOption = { areaId: number; area: string; emiratesName: string };
export type TypeOption = { autoId: number; type: string };
export type BedOption = { autoId: number; type: string };
export type BathOption = { autoId: number; bathroom: string };
