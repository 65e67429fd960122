/** The operator area: /ops/… behind the operator key, used by `npm run operator`. */
