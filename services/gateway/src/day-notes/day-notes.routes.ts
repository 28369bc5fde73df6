import type { Router } from 'express';
import { listDayNotesEndpoint, putDayNoteEndpoint, type RecordsApi } from '@shokuji/contracts';
import type { EndpointPipeline } from '../http/endpoint-pipeline';
import { userContextOf } from '../http/request-context';

/** API-SPEC.md → Endpoints → Weight and day notes (day notes). */
export function mountDayNotesRoutes(router: Router, pipeline: EndpointPipeline, records: RecordsApi): void {
  pipeline.mount(router, listDayNotesEndpoint, async ({ query }, caller) => ({
    data: await records.listDayNotes(userContextOf(caller), query),
  }));
  pipeline.mount(router, putDayNoteEndpoint, async ({ body }, caller) => ({ data: await records.putDayNote(userContextOf(caller), body) }));
}
