// CSS modules (webpack's css-loader): the default export maps each class in the file to its generated name.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// Global style sheets are imported for their effect only.
declare module '*.css';
