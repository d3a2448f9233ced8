import { isHttpError, type HttpClient } from './http';
import { apiPaths, collectionImportResponseSchema, collectionShareSchema, sharedCollectionResponseSchema, collectionListResponseSchema, collectionStatesResponseSchema, collectionSummarySchema, ownedDetailsSchema, type AdultMode, type CollectionListQuery, type OwnedDetails, type OwnedRequest } from '@shared/api';
import { parseAnswer } from './errors';

/**
 * The signed-in user's collection endpoints (docs/product-rules.md §Collection 2–3), parsed with the
 * shared contract. Rejects with the axios error of a failed call (401 signed out, 400 with a message
 * per field, 403 adult_hidden, 404 unknown figure), or ApiContractError.
 */
export function createCollectionApi(http: HttpClient) {
  return {
    /** GET /api/account/collection/?state=&ordering=&adult=&page=&page_size= → DRF page of cards with state, plus `counts` and `hidden`. */
    async list(query: CollectionListQuery = {}) {
      const { data } = await http.get(apiPaths.collection, { params: query });
      return parseAnswer(collectionListResponseSchema, data, `GET ${apiPaths.collection}`);
    },
    /** GET /api/account/collection/summary/?adult= → what the owned figures cost and are worth, per currency. */
    async summary(adult: AdultMode) {
      const { data } = await http.get(apiPaths.collectionSummary, { params: { adult } });
      return parseAnswer(collectionSummarySchema, data, `GET ${apiPaths.collectionSummary}`);
    },
    /** GET /api/account/collection/export/ → the collection as a CSV file. */
    async exportCsv(): Promise<Blob> {
      const { data } = await http.get<Blob>(apiPaths.collectionExport, { responseType: 'blob' });
      return data;
    },
    /** POST /api/account/collection/import/ with the file as the body → each row's outcome; written only when `confirm`. */
    async importCsv(file: Blob, confirm: boolean) {
      // The bytes as they are (the server reads UTF-8 or Shift-JIS); a Blob body is not sent by every XHR.
      const bytes = new Uint8Array(await file.arrayBuffer());
      const { data } = await http.post(apiPaths.collectionImport, bytes, { headers: { 'Content-Type': 'text/csv' }, params: confirm ? { confirm: 'true' } : {} });
      return parseAnswer(collectionImportResponseSchema, data, `POST ${apiPaths.collectionImport}`);
    },
    /** GET /api/account/collection/share/ → the share token, or null while private. */
    async share() {
      const { data } = await http.get(apiPaths.collectionShare);
      return parseAnswer(collectionShareSchema, data, `GET ${apiPaths.collectionShare}`).token;
    },
    /** POST /api/account/collection/share/ → a new token (the old link stops working). */
    async newShare() {
      const { data } = await http.post(apiPaths.collectionShare);
      return parseAnswer(collectionShareSchema, data, `POST ${apiPaths.collectionShare}`).token;
    },
    /** DELETE /api/account/collection/share/ → 204: private again. */
    async stopSharing(): Promise<void> {
      await http.delete(apiPaths.collectionShare);
    },
    /** GET /api/shared/collections/{token}/ → a shared collection's page (404 when it is not shared). */
    async shared(token: string, query: CollectionListQuery = {}) {
      const { data } = await http.get(apiPaths.sharedCollection(token), { params: query });
      return parseAnswer(sharedCollectionResponseSchema, data, `GET ${apiPaths.sharedCollection(token)}`);
    },
    /** GET /api/account/collection/states/ → {states: {slug: state}}. */
    async states() {
      const { data } = await http.get(apiPaths.collectionStates);
      return parseAnswer(collectionStatesResponseSchema, data, `GET ${apiPaths.collectionStates}`).states;
    },
    /** GET /api/account/collection/owned/{slug}/ → what was entered for a figure bought elsewhere, or null when nothing was (404). */
    async owned(slug: string): Promise<OwnedDetails | null> {
      try {
        const { data } = await http.get(apiPaths.collectionOwned(slug));
        return parseAnswer(ownedDetailsSchema, data, `GET ${apiPaths.collectionOwned(slug)}`);
      } catch (error) {
        if (isHttpError(error) && error.response?.status === 404) return null;
        throw error;
      }
    },
    /** PUT /api/account/collection/owned/{slug}/ → 201 or 200: a figure bought elsewhere, created or replaced. */
    async putOwned(slug: string, body: OwnedRequest): Promise<void> {
      await http.put(apiPaths.collectionOwned(slug), body);
    },
    /** DELETE /api/account/collection/owned/{slug}/ → 204 (also when it was not entered by hand). */
    async removeOwned(slug: string): Promise<void> {
      await http.delete(apiPaths.collectionOwned(slug));
    },
  };
}

export type CollectionApi = ReturnType<typeof createCollectionApi>;
