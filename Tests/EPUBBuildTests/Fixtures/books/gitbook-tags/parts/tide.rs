fn main() {
    println!("tide");
}
