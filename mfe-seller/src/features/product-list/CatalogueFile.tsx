import { useRef, useState } from 'react';
import { Button, notify, useRuntimeConfig, type ApiError } from '@greencart/shared-ui';
import { CATALOGUE_COLUMNS, catalogueTemplateCsv } from '@greencart/contracts';
import { useImportCatalogueMutation } from './productListApi';
import './catalogue-file.css';
import { useSellerT } from '../../i18n/catalogue';

/** The template as a link target: made here in the browser, nothing to fetch. */
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(catalogueTemplateCsv())}`;

/** What the server said about each faulty line of a refused file. */
interface LineProblem {
  line: number;
  message: string;
}

/**
 * The catalogue as a CSV file: download it, or import one (docs/PRODUCTS.md). A file with
 * faulty lines is refused whole; each line's problem is listed here.
 */
export function CatalogueFile() {
  const t = useSellerT();
  const { apiUrl } = useRuntimeConfig();
  const [importCatalogue, { isLoading }] = useImportCatalogueMutation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<LineProblem[]>([]);
  const [error, setError] = useState<string>();
  // The column guide is drawn only while the panel is open: closed, the page has one table.
  const [open, setOpen] = useState(false);

  async function upload() {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    const result = await importCatalogue(form);
    if (result.error) {
      const failure = result.error as ApiError;
      setError(failure.message);
      setProblems(failure.lines ?? []);
      return;
    }
    setError(undefined);
    setProblems([]);
    notify.success(result.data.message);
    setFile(null);
    if (input.current) input.current.value = '';
  }

  return (
    <details
      className="seller-catalogue-file"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{t('productList.importOrExportTheCatalogue')}</summary>
      <p>
        <a className="seller-link" href={`${apiUrl}/api/product/export.csv`} download>
          {t('productList.downloadTheCatalogue')}
        </a>
      </p>
      {/* The file's format (docs/PRODUCTS.md), for sellers editing in a spreadsheet. */}
      <p className="seller-images__hint">
        {t('productList.oneProductPerRowWith')} <code>|</code>
        {t('productList.write')} <code>\|</code> {t('productList.forA')} <code>|</code>{' '}
        {t('productList.insideALineAnd')} <code>\\</code> {t('productList.forABackslashAFile')}
      </p>
      <p>
        <a className="seller-link" href={TEMPLATE_HREF} download="catalogue-template.csv">
          {t('productList.downloadATemplateCsv')}
        </a>
      </p>
      {open ? (
        <div className="seller-catalogue-columns">
          <table>
            <caption>{t('productList.columnsOfTheCatalogueFile')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('productList.column')}</th>
                <th scope="col">{t('productList.required')}</th>
                <th scope="col">{t('productList.whatItHolds')}</th>
              </tr>
            </thead>
            <tbody>
              {CATALOGUE_COLUMNS.map((column) => (
                <tr key={column.name}>
                  <th scope="row">
                    <code>{column.name}</code>
                  </th>
                  <td>{column.required ? 'Yes' : 'No'}</td>
                  <td>{column.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="seller-images__add">
        <label htmlFor="seller-import-file">{t('productList.csvFileToImport')}</label>
        <input
          id="seller-import-file"
          ref={input}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={!file || isLoading}
          onClick={() => void upload()}
        >
          {isLoading ? 'Importing…' : 'Import'}
        </Button>
      </div>
      {error ? (
        <div role="alert" className="seller-import-errors">
          <p>{error}</p>
          {problems.length > 0 ? (
            <ul>
              {problems.map((problem) => (
                <li key={problem.line}>
                  {t('productList.lineLineMessage', {
                    line: problem.line,
                    message: problem.message,
                  })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
