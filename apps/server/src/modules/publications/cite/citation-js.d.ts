// citation-js 0.7 ships JSDoc, not TypeScript types: this is the part of its API this folder uses.

declare module '@citation-js/core' {
  /** citation-js's registers (`@csl` templates and locales): a name → value map with validation. */
  interface Register<T> {
    add(name: string, value: T): void
    has(name: string): boolean
  }

  interface CslPluginConfig {
    templates: Register<string>
    locales: Register<string>
  }

  interface BibtexPluginConfig {
    format: { asciiOnly: boolean; useIdAsLabel: boolean; checkLabel: boolean }
  }

  export const plugins: {
    config: {
      get(plugin: '@csl'): CslPluginConfig
      get(plugin: '@bibtex'): BibtexPluginConfig
    }
  }

  export class Cite {
    /** `options.forceType` names the input format (`@bibtex/text`, `@ris/file`) instead of guessing it. */
    constructor(data: unknown, options?: { forceType?: string })
    /** `format('bibliography', { template, lang, format: 'text' })`, `format('bibtex')`, `format('ris')`, `format('data')`. */
    format(name: string, options?: Record<string, unknown>): string
    /** The items, as CSL-JSON. */
    data: Array<Record<string, unknown>>
  }
}

declare module '@citation-js/plugin-bibtex'
declare module '@citation-js/plugin-csl'
declare module '@citation-js/plugin-ris'
