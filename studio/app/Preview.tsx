/**
 * The preview: the release's own <ex-header> (dist/ex-header.js, in a frame of its own page) fed the draft as the
 * header reads it, for the reader, language, width and theme picked here. Any of its menus opens as on a real page;
 * its links go nowhere (`no-navigation`).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { LANGUAGES } from '../../src/i18n/languages';
import { READERS, readerAttributes, readerById } from '../model/roles';
import { $check, $preview, type PreviewSettings } from './stores';

const WIDTHS = { desktop: 1280, phone: 390 } as const;
const WIDTH_CHOICES = [
  ['desktop', 'Desktop (1280 px)'],
  ['phone', 'Phone (390 px)'],
] as const;
const THEME_CHOICES = [
  ['light', 'Light'],
  ['dark', 'Dark'],
] as const;

/** One of a few values, as radio buttons in a row. */
function Choice<Value extends string>(props: {
  legend: string;
  name: string;
  options: readonly (readonly [Value, string])[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend>{props.legend}</legend>
      {props.options.map(([value, label]) => (
        <label key={value}>
          <input
            type="radio"
            name={props.name}
            checked={props.value === value}
            onChange={() => props.onChange(value)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

type Header = HTMLElement & { menus: unknown };

export function Preview() {
  const settings = useStore($preview);
  const check = useStore($check);
  const frame = useRef<HTMLIFrameElement>(null);
  const [header, setHeader] = useState<Header | null>(null);
  // What the header makes of the draft (the parts it would leave out are listed under Problems, not warned about
  // again in the frame); the last usable one while the JSON view holds a half-typed document.
  const lastUsable = useRef<unknown>(null);
  if (check.document) lastUsable.current = check.document;
  const value = lastUsable.current;

  useEffect(() => {
    if (!header) return;
    const reader = readerById(settings.reader);
    const attributes: Record<string, string | null> = {
      ...readerAttributes(reader),
      locale: settings.locale,
      theme: settings.theme,
    };
    for (const [name, attribute] of Object.entries(attributes)) {
      if (attribute === null) header.removeAttribute(name);
      else if (header.getAttribute(name) !== attribute) header.setAttribute(name, attribute);
    }
    const page = header.ownerDocument.documentElement;
    page.lang = settings.locale;
    page.dir = LANGUAGES.find((language) => language.locale === settings.locale)?.dir ?? 'ltr';
    page.dataset.theme = settings.theme;
  }, [header, settings]);

  // As text: an object made in this window is not a plain object of the frame's (the header would refuse it).
  useEffect(() => {
    if (header) header.menus = value === null ? null : JSON.stringify(value);
  }, [header, value]);

  const set =
    <K extends keyof PreviewSettings>(name: K) =>
    (next: PreviewSettings[K]) =>
      $preview.set({ ...$preview.get(), [name]: next });
  const onLoad = () => {
    const found = frame.current?.contentDocument?.querySelector('ex-header') as Header | null;
    setHeader(found ?? null);
  };

  return (
    <section className="panel preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview</h2>
      <div className="preview-controls">
        <span className="control">
          <label htmlFor="preview-reader">Reader</label>
          <select id="preview-reader" value={settings.reader} onChange={(event) => set('reader')(event.target.value)}>
            {READERS.map((reader) => (
              <option key={reader.id} value={reader.id}>
                {reader.label}
              </option>
            ))}
          </select>
        </span>
        <span className="control">
          <label htmlFor="preview-locale">Language</label>
          <select id="preview-locale" value={settings.locale} onChange={(event) => set('locale')(event.target.value)}>
            {LANGUAGES.map((language) => (
              <option key={language.locale} value={language.locale}>
                {language.languageName} ({language.locale})
              </option>
            ))}
          </select>
        </span>
        <Choice
          legend="Width"
          name="preview-width"
          options={WIDTH_CHOICES}
          value={settings.width}
          onChange={set('width')}
        />
        <Choice
          legend="Theme"
          name="preview-theme"
          options={THEME_CHOICES}
          value={settings.theme}
          onChange={set('theme')}
        />
      </div>
      <div className="preview-stage">
        <iframe
          ref={frame}
          src="/preview.html"
          title={`The header as a ${readerById(settings.reader).label.toLowerCase()} sees it`}
          style={{ width: WIDTHS[settings.width] }}
          onLoad={onLoad}
        />
      </div>
    </section>
  );
}
