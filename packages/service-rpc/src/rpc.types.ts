/** Any service API: named async methods taking a context and one JSON input. */
export type ServiceApiShape<Api> = { [K in keyof Api]: (ctx: never, input: never) => Promise<unknown> };
