// ANCHOR: all
use std::fmt;

// ANCHOR: point
struct Point {
    x: i32,
    y: i32,
}
// ANCHOR_END: point

fn main() {
    let p = Point { x: 1, y: 2 };
    println!("{} {}", p.x, p.y);
}
// ANCHOR_END: all
