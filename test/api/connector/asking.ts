/** The connector search of a demo index, as the answer tests ask it and compare it with plain searches. */
import { connectorSearch } from '../../../src/api/connector/answers.js';
import { editionsOf, searchOf } from '../../../src/api/connector/searches.js';
import type { DemoIndexHook } from '../../fixtures/demo-snapshot.js';

export type Answer = { results: { id: string; title: string }[]; reading?: string; message?: string };

export function askingOf(demo: DemoIndexHook) {
  const context = () => ({ index: demo.index, today: demo.today });
  return {
    /** The connector's answer to a question. */
    ask: (query: string) => connectorSearch({ query: { query }, params: {}, given: {} }, context()) as Answer,
    /** The total of a search of these parameters, as the connector runs it. */
    total: (parameters: Record<string, string>) => searchOf(parameters, context(), 0).total,
    /** The ids of its first page. */
    ids: (parameters: Record<string, string>) =>
      editionsOf(searchOf(parameters, context()), context()).map((event) => String(event.id)),
  };
}
