//! What to change when a storage texture's access does not allow a call (a
//! `textureLoad` of a `write` texture, a `textureStore` of a `read` one).

use super::sentences;

sentences! {
    /// The call needs another access, `need` or `read_write`.
    pub fn declare_with_access(f: &str, access: &str, need: &str) {
        es: "el acceso `{access}` de la textura no permite `{f}`, que necesita `{need}` o `read_write`; `read_write` solo admite los formatos `r32float`, `r32uint` y `r32sint`",
        en: "the texture's `{access}` access does not allow `{f}`, which needs `{need}` or `read_write`; `read_write` takes only the formats `r32float`, `r32uint` and `r32sint`",
    }
}
