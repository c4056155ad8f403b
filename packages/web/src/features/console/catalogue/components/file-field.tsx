import { consoleCatalogueMessages as messages } from '@bookfront/contract';
import own from '../catalogue.module.css';

/** A labelled file input: the browser's own, which every keyboard and screen reader knows. */
export function FileField({
  id,
  accept,
  onChange,
}: {
  id: string;
  accept: string;
  onChange: (file: File | null) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={own.fileLabel}>
        {messages.file}
      </label>
      <input
        id={id}
        type="file"
        className={own.fileInput}
        accept={accept}
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
    </div>
  );
}
