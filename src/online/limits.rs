//! What `daga serve` allows, so that it can stand on the open internet: how long a line may be
//! silent, how long a player may wait alone, how large a message and how much unread news may
//! be, how many connections and rooms it holds, and how fast one address may connect.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The server's limits; the defaults suit a small public server.
#[derive(Clone, Debug, PartialEq)]
pub struct Limits {
    /// A connection that says nothing (not even the answer to a ping) for this long is dropped
    /// and its seat freed: a phone that changed networks leaves a socket that never closes.
    pub silence: Duration,
    /// A player alone in a room for this long is let go, and the room forgotten.
    pub room_waits: Duration,
    /// The largest message a player may send (the largest legal one is far below).
    pub max_message: usize,
    /// The most bytes sent to a connection that it has not yet read; past it the connection
    /// is dropped (a player that stops reading would otherwise fill the server's memory).
    pub max_unread: u64,
    /// Connections open (or opening) at once.
    pub max_connections: usize,
    /// Rooms with someone in them at once.
    pub max_rooms: usize,
    /// New connections and room lookups one address may make in a minute.
    pub per_address_per_minute: u32,
    /// Messages one connection may send in a second, on average (a burst of twice as many).
    pub messages_per_second: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            silence: Duration::from_secs(30),
            room_waits: Duration::from_secs(24 * 60 * 60),
            max_message: 64 * 1024,
            max_unread: 256 * 1024,
            max_connections: 10_000,
            max_rooms: 5_000,
            // A class behind one school router joins at once, and each player waiting alone
            // opens its line anew every 8 to 20 s; a scan of 48-bit room codes at this rate
            // would take millions of years.
            per_address_per_minute: 300,
            messages_per_second: 50,
        }
    }
}

/// A bucket of tokens that fills at a steady rate up to its size: what one address or one
/// connection may still do now.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    size: f64,
    per_second: f64,
    filled: Instant,
}

impl Bucket {
    /// A full bucket of `size` tokens, filling at `per_second`.
    pub fn full(size: f64, per_second: f64, now: Instant) -> Bucket {
        Bucket {
            tokens: size,
            size,
            per_second,
            filled: now,
        }
    }

    /// Takes a token if there is one.
    pub fn take(&mut self, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    fn refill(&mut self, now: Instant) {
        let since = now.saturating_duration_since(self.filled).as_secs_f64();
        self.tokens = (self.tokens + since * self.per_second).min(self.size);
        self.filled = now;
    }

    /// Whether it is full again (nothing to remember about its owner).
    fn is_full(&mut self, now: Instant) -> bool {
        self.refill(now);
        self.tokens >= self.size
    }
}

/// How fast each address may connect or look up rooms: a scan of room codes from one address
/// gets a minute's worth and then waits.
#[derive(Debug)]
pub struct AddressRate {
    per_minute: u32,
    buckets: HashMap<IpAddr, Bucket>,
}

/// Addresses remembered before the full buckets are forgotten.
const REMEMBERED: usize = 10_000;

impl AddressRate {
    pub fn new(per_minute: u32) -> AddressRate {
        AddressRate {
            per_minute,
            buckets: HashMap::new(),
        }
    }

    /// Whether `address` may connect (or look up a room) now; counts it if so.
    pub fn allow(&mut self, address: IpAddr, now: Instant) -> bool {
        if self.buckets.len() >= REMEMBERED {
            self.buckets.retain(|_, bucket| !bucket.is_full(now));
        }
        let size = f64::from(self.per_minute.max(1));
        self.buckets
            .entry(address)
            .or_insert_with(|| Bucket::full(size, size / 60.0, now))
            .take(now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_a_minute_s_worth_and_then_waits() {
        let mut rate = AddressRate::new(60);
        let start = Instant::now();
        let scanner = IpAddr::from([203, 0, 113, 9]);
        let allowed = (0..2_000).filter(|_| rate.allow(scanner, start)).count();
        assert_eq!(allowed, 60, "a scan of 2,000 codes at once");
        // Another address is not held back by it.
        assert!(rate.allow(IpAddr::from([198, 51, 100, 1]), start));
        // A second later, one more; a minute later, a minute's worth again.
        assert!(rate.allow(scanner, start + Duration::from_secs(1)));
        assert!(!rate.allow(scanner, start + Duration::from_secs(1)));
        let later = start + Duration::from_secs(61);
        assert_eq!((0..100).filter(|_| rate.allow(scanner, later)).count(), 60);
    }

    #[test]
    fn many_addresses_are_not_remembered_for_ever() {
        let mut rate = AddressRate::new(60);
        let start = Instant::now();
        for n in 0..(REMEMBERED as u32 + 10) {
            rate.allow(IpAddr::from(n.to_be_bytes()), start);
        }
        let later = start + Duration::from_secs(120);
        rate.allow(IpAddr::from([10, 0, 0, 1]), later);
        assert!(rate.buckets.len() < 100, "{}", rate.buckets.len());
    }

    #[test]
    fn a_bucket_fills_at_its_rate_up_to_its_size() {
        let start = Instant::now();
        let mut bucket = Bucket::full(4.0, 2.0, start);
        assert_eq!((0..10).filter(|_| bucket.take(start)).count(), 4);
        let half_a_second = start + Duration::from_millis(500);
        assert_eq!((0..10).filter(|_| bucket.take(half_a_second)).count(), 1);
        let much_later = start + Duration::from_secs(100);
        assert_eq!((0..10).filter(|_| bucket.take(much_later)).count(), 4);
    }
}
