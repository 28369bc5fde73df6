'use strict';
// Jest's test sequencer (jest.config.js → testSequencer): the longest files start first, so that at
// the end of a run no worker is left alone with a file of a minute or more while the other idles.
// Jest's own sequencer orders by the durations it cached from the last run on this machine, but a
// fresh checkout (a CI runner, a new machine) has no cache, and jest then orders by file size: the
// catalog relevance run and the metabolism simulation, small files of over a minute each, started
// after some eighty others. Here a file's duration is the cached one when there is one, else the
// one below (seconds in a full run of 2026-12-06, files of 5 s or more; the three files made faster
// that day, metabolism, relevance and meal-text-analysis, from the full run after), else an estimate
// by tier; equal durations, the larger file first. A file that failed last run still goes first, as
// in jest's own order.
const Sequencer = require('@jest/test-sequencer').default;
const { relative, sep } = require('node:path');

const MEASURED_SECONDS = {
  'test/e2e/catalog.e2e.test.ts': 98,
  'test/metabolism/metabolism.simulation.test.ts': 47,
  'test/e2e/processes.e2e.test.ts': 76,
  'test/relevance/catalog-relevance.int.test.ts': 7,
  'test/e2e/reindex.e2e.test.ts': 60,
  'test/e2e/analyze-text.e2e.test.ts': 42,
  'test/e2e/operations.e2e.test.ts': 41,
  'test/e2e/mcp-oauth.e2e.test.ts': 38,
  'test/e2e/faults.e2e.test.ts': 34,
  'services/catalog/src/analyze/meal-text-analysis.int.test.ts': 8,
  // Moved from services/catalog/src/sets and run through runInNode on 2026-12-06: 23-24 s of CPU before, 13 s after, measured alone.
  'test/catalog/store-sets.persist.int.test.ts': 15,
  'test/e2e/meals.e2e.test.ts': 24,
  'test/e2e/idempotency.e2e.test.ts': 24,
  'test/e2e/sets.e2e.test.ts': 22,
  'services/records/src/store/records-store.int.test.ts': 22,
  'packages/storage/src/mongo.int.test.ts': 22,
  'test/e2e/readiness.e2e.test.ts': 21,
  'test/e2e/goals.e2e.test.ts': 20,
  'packages/meal-text/src/meal-text.tester-gaps.test.ts': 20,
  'test/e2e/api-docs-browser.e2e.test.ts': 17,
  'test/e2e/favorites.e2e.test.ts': 17,
  'packages/ja-text/src/kuromoji-tokenizer.load.test.ts': 14,
  'test/e2e/mcp-tools.e2e.test.ts': 13,
  'packages/ja-text/src/kana-script.convert.test.ts': 13,
  'packages/runtime/src/logger.int.test.ts': 12,
  'packages/ja-text/src/reading.dictionary.test.ts': 11,
  'test/e2e/security.e2e.test.ts': 10,
  'test/e2e/backup.e2e.test.ts': 10,
  'test/e2e/counters-bounded.e2e.test.ts': 10,
  'test/e2e/platform.e2e.test.ts': 9,
  'test/e2e/client.e2e.test.ts': 9,
  'test/e2e/mcp-oauth-cimd.e2e.test.ts': 9,
  'test/e2e/examples.e2e.test.ts': 9,
  'packages/set-optimizer/src/optimize-sets.property.test.ts': 8,
  'test/e2e/budgets.e2e.test.ts': 7,
  'test/e2e/nutrition.e2e.test.ts': 6,
  'test/e2e/exercises.e2e.test.ts': 6,
  'test/e2e/mcp-oauth-oidc.e2e.test.ts': 6,
  'test/e2e/mcp-transport-parity.e2e.test.ts': 6,
  'test/e2e/mcp-oauth-browser.e2e.test.ts': 6,
  'search-index/src/catalog-data.test.ts': 6,
  'test/analyze/meal-text.accuracy.test.ts': 6,
  'test/e2e/weights-notes.e2e.test.ts': 5,
  'test/e2e/request-examples.e2e.test.ts': 5,
  'packages/ja-text/src/fuzzy-terms.trie.test.ts': 5,
  'test/relevance/relevance.metrics.test.ts': 5,
};
/** A file not measured yet: an e2e file starts at least one server (a few seconds); the others are mostly quick. */
const UNMEASURED_SECONDS = { e2e: 5, other: 0 };

class LongestFirstSequencer extends Sequencer {
  sort(tests) {
    const sizes = new Map();
    const size = (test) => {
      if (!sizes.has(test.path)) sizes.set(test.path, test.context.hasteFS.getSize(test.path) ?? 0);
      return sizes.get(test.path);
    };
    for (const test of tests) test.duration = this.time(test) ?? this.estimate(test);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      if (a.duration !== b.duration) return b.duration - a.duration;
      return size(b) - size(a);
    });
  }

  /** Milliseconds, as jest caches them. */
  estimate(test) {
    const path = relative(test.context.config.rootDir, test.path).split(sep).join('/');
    const seconds = MEASURED_SECONDS[path] ?? (path.startsWith('test/e2e/') ? UNMEASURED_SECONDS.e2e : UNMEASURED_SECONDS.other);
    return seconds * 1000;
  }
}

LongestFirstSequencer.MEASURED_SECONDS = MEASURED_SECONDS;
module.exports = LongestFirstSequencer;
