//! Tables of the catalogue kept in several files and read as one: the parts joined at
//! compile time, in order, so each table stays one `&[T]` for its callers.

/// The number of items in `parts`.
pub(crate) const fn count<T>(parts: &[&[T]]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        n += parts[i].len();
        i += 1;
    }
    n
}

/// The items of `parts`, one part after another; `N` is their [`count`].
pub(crate) const fn concat<T: Copy, const N: usize>(parts: &[&[T]]) -> [T; N] {
    let mut out = [parts[0][0]; N];
    let (mut i, mut k) = (0, 0);
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[k] = parts[i][j];
            j += 1;
            k += 1;
        }
        i += 1;
    }
    out
}
