import { useState } from 'react';
import { fetchCategories, errorMessage, fetchOperatorPackage, statusOf } from '@trippy/api-client';
import type { OperatorPackageDetail } from '@trippy/contracts';
import { Link, useNavigate, useParams } from '@trippy/router';
import { BackOfficePage, Spinner, backOfficeStyles as ui, useLoad } from '@trippy/ui';
import { fetchDestinations } from '../destinations';
import { BatchesCard } from './batches-card';
import type { CatalogueChoices } from './basics-cards';
import { PackageEditor } from './package-editor';
import { emptyForm, formFromDetail } from './package-form';

async function loadChoices(): Promise<CatalogueChoices> {
  const [categories, destinations] = await Promise.all([fetchCategories(), fetchDestinations()]);
  return { categories, destinations };
}

function LoadFailed({ error, what, retry }: { error: unknown; what: string; retry: () => void }) {
  return (
    <p className={ui.error} role="alert">
      {errorMessage(error, `${what} could not be loaded.`)}{' '}
      {statusOf(error) === 404 ? (
        <Link to="/operator/packages">Back to the catalogue</Link>
      ) : (
        <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={retry}>
          Retry
        </button>
      )}
    </p>
  );
}

const backLink = (
  <Link className={`${ui.button} ${ui.secondary}`} to="/operator/packages">
    Back to the catalogue
  </Link>
);

/** /operator/packages/new: the empty form; once created, the package's own page (with its batches). */
export function NewPackagePage() {
  const navigate = useNavigate();
  const choices = useLoad(['operator-package-choices'], loadChoices);
  return (
    <BackOfficePage title="New package" actions={backLink}>
      {choices.status === 'loading' ? <Spinner label="Loading" /> : null}
      {choices.status === 'error' ? (
        <LoadFailed error={choices.error} what="Categories and destinations" retry={choices.reload} />
      ) : null}
      {choices.status === 'loaded' ? (
        <PackageEditor
          initial={emptyForm()}
          choices={choices.data}
          onSaved={(saved) => navigate(`/operator/packages/${saved._id}`, { replace: true })}
        />
      ) : null}
    </BackOfficePage>
  );
}

/** /operator/packages/:id: the package's form and its batches. */
export function EditPackagePage() {
  const { id = '' } = useParams();
  const loaded = useLoad(['operator-package-edit', id], async () => {
    const [pkg, choices] = await Promise.all([fetchOperatorPackage(id), loadChoices()]);
    return { pkg, choices };
  });
  // The header (name, "View on the site" once published) follows each save.
  const [saved, setSaved] = useState<OperatorPackageDetail | null>(null);
  const pkg = saved?._id === id ? saved : loaded.status === 'loaded' ? loaded.data.pkg : null;
  return (
    <BackOfficePage
      title={pkg ? pkg.name : 'Edit package'}
      actions={
        <span className={ui.actions}>
          {pkg?.status === 'published' ? (
            <a
              className={`${ui.button} ${ui.secondary}`}
              href={`/packages/${pkg.slug}`}
              target="_blank"
              rel="noreferrer"
            >
              View on the site
            </a>
          ) : null}
          {backLink}
        </span>
      }
    >
      {loaded.status === 'loading' ? <Spinner label="Loading the package" /> : null}
      {loaded.status === 'error' ? (
        <LoadFailed error={loaded.error} what="The package" retry={loaded.reload} />
      ) : null}
      {loaded.status === 'loaded' ? (
        <>
          <PackageEditor
            key={loaded.data.pkg._id}
            packageId={loaded.data.pkg._id}
            initial={formFromDetail(loaded.data.pkg)}
            choices={loaded.data.choices}
            onSaved={setSaved}
          />
          <BatchesCard
            key={`batches-${loaded.data.pkg._id}`}
            packageId={loaded.data.pkg._id}
            season={(pkg ?? loaded.data.pkg).seasonMonths}
            initial={loaded.data.pkg.batches}
          />
        </>
      ) : null}
    </BackOfficePage>
  );
}
