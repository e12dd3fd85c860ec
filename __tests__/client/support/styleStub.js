// Stands in for a style sheet under Jest: a CSS module's default export maps each class to its own name.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
