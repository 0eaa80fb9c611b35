import { useRef, useState } from 'react';
import { Button, notify, useRuntimeConfig, type ApiError } from '@greencart/shared-ui';
import { CATALOGUE_COLUMNS, catalogueTemplateCsv } from '@greencart/contracts';
import { useImportCatalogueMutation } from './productListApi';
import './catalogue-file.css';

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
      <summary>Import or export the catalogue (CSV)</summary>
      <p>
        <a className="seller-link" href={`${apiUrl}/api/product/export.csv`} download>
          Download the catalogue
        </a>
      </p>
      {/* The file's format (docs/PRODUCTS.md), for sellers editing in a spreadsheet. */}
      <p className="seller-images__hint">
        One product per row, with a header row naming the columns; only name, category, price and
        offer price are required. Description lines are separated by <code>|</code>; write{' '}
        <code>\|</code> for a <code>|</code> inside a line and <code>\\</code> for a backslash. A
        file with any faulty line is refused whole.
      </p>
      <p>
        <a className="seller-link" href={TEMPLATE_HREF} download="catalogue-template.csv">
          Download a template (CSV)
        </a>
      </p>
      {open ? (
        <div className="seller-catalogue-columns">
          <table>
            <caption>Columns of the catalogue file</caption>
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Required</th>
                <th scope="col">What it holds</th>
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
        <label htmlFor="seller-import-file">CSV file to import</label>
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
                  Line {problem.line}: {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </details>
  );
}
