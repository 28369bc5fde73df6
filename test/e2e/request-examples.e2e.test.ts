import { buildOpenApiDocument, publicEndpoints, type EndpointSpec } from '@shokuji/contracts';
import { useGateway, type TestUser } from '../support/api-fixtures';

/**
 * The request body example of every endpoint (the OpenAPI document's, which GET /docs' try-it sends
 * and GET /help prints) sent as written to a started service with the bundled catalog: each does
 * what its endpoint says. PUT /ratings' example names a meal no account holds, so it fails as its
 * field says (404 with the hint to look ids up), and does its work once the id is one of the caller's.
 */
const { admin } = useGateway({}, { healthy: true });

const PROFILE = { heightCm: 160, weightKg: 60, dateOfBirth: '1990-01-01', gender: 'female' };
const withExample = publicEndpoints.filter((spec) => spec.bodyExample !== undefined);
const name = (spec: EndpointSpec) => `${spec.method.toUpperCase()} ${spec.path}`;

describe('the request examples of the OpenAPI document against a started service', () => {
  let user: TestUser;
  let mealId: string;
  beforeAll(async () => {
    user = await admin.buildUser({ plan: 'premium', profile: PROFILE, aiCredits: 5 });
    const logged = await user.call<{ data: { items: { id: string }[] } }>('POST', '/meals', { mealName: 'おにぎり', cal: 180 });
    mealId = logged.body.data.items[0]!.id;
  });
  /** The path with its parameters filled: a meal of the caller's for :id. */
  const pathOf = (spec: EndpointSpec) => spec.path.replace(':id', mealId);

  it('covers every write with a body', () => {
    expect(withExample.map(name)).toEqual(expect.arrayContaining(['POST /meals', 'PUT /goals', 'POST /sets', 'PUT /meals/:id/photo']));
    expect(withExample.length).toBeGreaterThanOrEqual(15);
  });

  it.each(withExample.filter((spec) => spec.path !== '/ratings').map((spec) => [name(spec), spec] as const))(
    '%s: the example succeeds as written',
    async (_name, spec) => {
      const reply = await user.call(spec.method.toUpperCase(), pathOf(spec), spec.bodyExample);
      expect({ status: reply.status, body: reply.status < 300 ? 'ok' : reply.body }).toEqual({
        status: spec.successStatus ?? 200,
        body: 'ok',
      });
    },
  );

  it('POST /search and POST /sets: the examples find something to show (every term a hit, sets at the store)', async () => {
    const example = (path: string) => withExample.find((spec) => spec.path === path && spec.method === 'post')!.bodyExample;
    const search = await user.call<{ data: { notFound: string[]; results: { items: unknown[] }[] } }>(
      'POST',
      '/search',
      example('/search'),
    );
    expect(search.body.data.notFound).toEqual([]);
    expect(search.body.data.results.every((result) => result.items.length > 0)).toBe(true);
    const sets = await user.call<{ data: { sets: unknown[] } }>('POST', '/sets', example('/sets'));
    expect(sets.body.data.sets.length).toBeGreaterThan(0);
  });

  it('GET /catalog/items: the example ids, which try-it sends as it opens, are items of the bundled catalog', async () => {
    const parameter = (buildOpenApiDocument().paths?.['/catalog/items']?.get?.parameters ?? []) as {
      name: string;
      schema: { example?: string };
    }[];
    const ids = parameter.find((candidate) => candidate.name === 'ids')!.schema.example!;
    const items = await user.call<{ data: { items: { id: string }[]; notFound: string[] } }>('GET', `/catalog/items?ids=${ids}`);
    expect(items.status).toBe(200);
    expect(items.body.data.notFound).toEqual([]);
    expect(items.body.data.items.map((item) => item.id)).toEqual(ids.split(','));
  });

  it('PUT /ratings: the example meal is no meal of the caller’s, so 404 with its hint; with a meal of theirs it rates it', async () => {
    const spec = withExample.find((endpoint) => endpoint.path === '/ratings')!;
    const example = spec.bodyExample as { mealId: string };
    const missing = await user.call<{ code: string; hint: string }>('PUT', '/ratings', example);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found', hint: expect.stringContaining('GET /meals?date=') });
    expect((await user.call('PUT', '/ratings', { ...example, mealId })).status).toBe(200);
  });
});
