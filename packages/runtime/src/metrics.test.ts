import { Histogram, Registry } from 'prom-client';
import { histogramSeries } from './metrics';

/** Two histograms of the same shape in their own registries: one observed by prom-client, one through histogramSeries. */
function twinHistograms() {
  const make = () => {
    const registry = new Registry();
    const histogram = new Histogram({
      name: 'shokuji_test_duration_seconds',
      help: 'A test histogram',
      labelNames: ['operation', 'status_class'] as const,
      buckets: [0.001, 0.01, 0.1, 1],
      registers: [registry],
    });
    return { registry, histogram };
  };
  return { byPromClient: make(), bySeries: make() };
}

// Below, on and between the bounds, above the last one (+Inf only), zero and a negative value.
const VALUES = [0, 0.001, 0.0011, 0.01, 0.05, 1, 1.5, 30, -0.5, 0.000_3];

describe('histogramSeries', () => {
  it('gives the same /metrics text as prom-client observing the same values with labels', async () => {
    const { byPromClient, bySeries } = twinHistograms();
    const labels = [
      { operation: 'searchFoods', status_class: '2xx' },
      { operation: 'GET /healthz', status_class: '5xx' },
    ];
    const series = labels.map((set) => histogramSeries(bySeries.histogram, set));
    for (const value of VALUES) {
      labels.forEach((set, i) => {
        byPromClient.histogram.observe(set, value);
        series[i]!.observe(value);
      });
    }
    const text = await bySeries.registry.metrics();
    expect(text).toBe(await byPromClient.registry.metrics());
    expect(text).toContain('shokuji_test_duration_seconds_count{operation="searchFoods",status_class="2xx"} 10');
    expect(text).toContain('shokuji_test_duration_seconds_bucket{le="1",operation="GET /healthz",status_class="5xx"} 8');

    // A reset drops the series; the next observe starts it again, as prom-client's own would.
    byPromClient.histogram.reset();
    bySeries.histogram.reset();
    byPromClient.histogram.observe(labels[0]!, 0.02);
    series[0]!.observe(0.02);
    expect(await bySeries.registry.metrics()).toBe(await byPromClient.registry.metrics());
  });

  it("leaves prom-client's label work to a series' first observe only", () => {
    const { bySeries } = twinHistograms();
    const observe = jest.spyOn(bySeries.histogram, 'observe');
    const series = histogramSeries(bySeries.histogram, { operation: 'searchFoods', status_class: '2xx' });
    for (const value of VALUES) series.observe(value);
    expect(observe).toHaveBeenCalledTimes(1);
  });

  it('refuses a value that is not a number, as prom-client does', () => {
    const { bySeries } = twinHistograms();
    const series = histogramSeries(bySeries.histogram, { operation: 'searchFoods', status_class: '2xx' });
    series.observe(0.01);
    expect(() => series.observe(Number.NaN)).toThrow(TypeError);
    expect(() => series.observe(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });
});
