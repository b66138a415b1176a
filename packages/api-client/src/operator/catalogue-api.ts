import type {
  BatchCreateBody,
  BatchPatchBody,
  ImageUploadResult,
  OperatorBatch,
  OperatorPackageBody,
  OperatorPackageDetail,
  OperatorPackageListItem,
  OperatorPackageListQuery,
} from '@trippy/contracts';
import { operatorHttp, type OperatorPage } from './operator-http';

const packageUrl = (id: string) => `/api/operator/packages/${encodeURIComponent(id)}`;

/** The catalogue, drafts included, by name. */
export function fetchOperatorPackages(
  query: OperatorPackageListQuery,
): Promise<OperatorPage<OperatorPackageListItem>> {
  return operatorHttp.page<OperatorPackageListItem>('/api/operator/packages', { ...query });
}

export function fetchOperatorPackage(id: string): Promise<OperatorPackageDetail> {
  return operatorHttp.get<OperatorPackageDetail>(packageUrl(id));
}

export function createOperatorPackage(body: OperatorPackageBody): Promise<OperatorPackageDetail> {
  return operatorHttp.post<OperatorPackageDetail>('/api/operator/packages', body);
}

export function updateOperatorPackage(id: string, body: OperatorPackageBody): Promise<OperatorPackageDetail> {
  return operatorHttp.put<OperatorPackageDetail>(packageUrl(id), body);
}

export function addOperatorBatch(packageId: string, body: BatchCreateBody): Promise<OperatorBatch> {
  return operatorHttp.post<OperatorBatch>(`${packageUrl(packageId)}/batches`, body);
}

/** New dates or seats, or closed/reopened; answers the batch. */
export function updateOperatorBatch(id: string, body: BatchPatchBody): Promise<OperatorBatch> {
  return operatorHttp.patch<OperatorBatch>(`/api/operator/batches/${encodeURIComponent(id)}`, body);
}

/** An image's bytes; answers where it is served (for a package's cardImage or gallery). */
export function uploadOperatorImage(file: Blob): Promise<ImageUploadResult> {
  return operatorHttp.upload<ImageUploadResult>('/api/operator/images', file, file.type);
}
