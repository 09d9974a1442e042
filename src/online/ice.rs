//! The servers that help two players' WebRTC find a way to each other across the internet
//! (STUN tells a player its outside address; TURN relays when strict networks allow nothing
//! else). Two players on one machine or network need none. They are a setting, never built in.

use std::fmt;

use super::Secret;

/// STUN and TURN servers as the player wrote them, checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IceServers {
    /// `stun:host:port`, `turn:host:port?transport=udp`, … ; empty: none.
    pub urls: Vec<String>,
    /// The TURN server's user name and password (a STUN server needs none).
    pub username: String,
    pub credential: Secret,
}

/// Why the servers written are not usable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IceError {
    /// An address that is no STUN or TURN address.
    NotAnIceAddress(String),
    /// A TURN server without its user name and password.
    TurnWithoutLogin,
}

impl fmt::Display for IceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IceError::NotAnIceAddress(url) => write!(
                f,
                "\"{url}\" is no STUN or TURN address: they start with stun:, stuns:, turn: or turns:"
            ),
            IceError::TurnWithoutLogin => {
                write!(f, "a TURN server needs its user name and password")
            }
        }
    }
}

impl std::error::Error for IceError {}

const SCHEMES: [&str; 4] = ["stun:", "stuns:", "turn:", "turns:"];

impl IceServers {
    /// The servers in `urls` (separated by spaces or commas) with the TURN login.
    pub fn parse(urls: &str, username: &str, credential: &str) -> Result<IceServers, IceError> {
        let urls: Vec<String> = urls
            .split(|c: char| c.is_whitespace() || c == ',')
            .filter(|url| !url.is_empty())
            .map(str::to_string)
            .collect();
        for url in &urls {
            let scheme_known = SCHEMES.iter().any(|scheme| {
                url.len() > scheme.len()
                    && url
                        .get(..scheme.len())
                        .is_some_and(|start| start.eq_ignore_ascii_case(scheme))
            });
            if !scheme_known {
                return Err(IceError::NotAnIceAddress(url.clone()));
            }
        }
        let (username, credential) = (username.trim(), credential.trim());
        let turn = urls
            .iter()
            .any(|url| url.to_ascii_lowercase().starts_with("turn"));
        if turn && (username.is_empty() || credential.is_empty()) {
            return Err(IceError::TurnWithoutLogin);
        }
        Ok(IceServers {
            urls,
            username: username.to_string(),
            credential: Secret::new(credential),
        })
    }

    pub fn is_empty(&self) -> bool {
        self.urls.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_read_from_spaces_or_commas_and_checked() {
        let servers = IceServers::parse(" stun:stun.example.org:3478, STUN:b.example\n", "", "");
        assert_eq!(
            servers.unwrap().urls,
            ["stun:stun.example.org:3478", "STUN:b.example"]
        );
        assert_eq!(IceServers::parse("", "", ""), Ok(IceServers::default()));
        assert_eq!(
            IceServers::parse("stun.example.org", "", ""),
            Err(IceError::NotAnIceAddress("stun.example.org".into()))
        );
        assert!(matches!(
            IceServers::parse("stun:", "", ""),
            Err(IceError::NotAnIceAddress(_))
        ));
        // A character of several bytes where a scheme would end is no panic.
        assert!(IceServers::parse("stu€n:x", "", "").is_err());
    }

    #[test]
    fn a_turn_server_needs_its_login() {
        let url = "turn:turn.example.org:3478?transport=udp";
        assert_eq!(
            IceServers::parse(url, "ana", ""),
            Err(IceError::TurnWithoutLogin)
        );
        let servers = IceServers::parse(url, " ana ", "secret").unwrap();
        assert_eq!(
            (servers.username.as_str(), servers.credential.expose()),
            ("ana", "secret")
        );
        assert!(!format!("{servers:?}").contains("secret"), "{servers:?}");
        assert!(
            IceError::TurnWithoutLogin.to_string().contains("user name"),
            "said plainly"
        );
    }
}
