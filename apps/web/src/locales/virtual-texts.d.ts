declare module 'virtual:texts/*' {
  const texts: import('./withTexts').Tree
  export default texts
}
