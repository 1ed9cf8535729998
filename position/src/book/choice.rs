//! The weighted random choice among a book's entries, one rule for every
//! iterator that hands entries out.

/// A weighted random choice among `items`: with `total` the sum of their
/// weights (`weight` of each, 0 to 65,535), the item at which the running
/// sum of weights first exceeds `r % total`. Each item is chosen with
/// probability weight / total when `r` is uniform over `u32` (up to a bias
/// below total / 2^32 from the modulo); items of weight 0 are never
/// chosen, and `None` comes back when there are none or all weigh 0. The
/// iterator runs twice (a pass for the total, a pass to find the item).
///
/// This is the rule of [`Entries::choose`](super::Entries::choose) and of
/// the bridges' `choose`, for entries a program filters or maps itself.
/// The caller brings the random number: no random generator is built in.
///
/// ```
/// use chess_tables_position::book::choose_weighted;
///
/// let moves = [("e2e4", 3), ("d2d4", 1), ("g1f3", 0)];
/// let pick = |r| choose_weighted(moves.iter(), r, |m| m.1).map(|m| m.0);
/// assert_eq!([pick(0), pick(2), pick(3), pick(4)], [Some("e2e4"), Some("e2e4"), Some("d2d4"), Some("e2e4")]);
/// assert_eq!(choose_weighted([("a1a1", 0)].iter(), 7, |m| m.1), None);
/// ```
#[inline]
pub fn choose_weighted<I>(
    items: I,
    r: u32,
    mut weight: impl FnMut(&I::Item) -> u16,
) -> Option<I::Item>
where
    I: Iterator + Clone,
{
    let total: u64 = items.clone().map(|item| u64::from(weight(&item))).sum();
    if total == 0 {
        return None;
    }
    let target = u64::from(r) % total;
    let mut sum = 0;
    items.into_iter().find(|item| {
        sum += u64::from(weight(item));
        sum > target
    })
}
