-- The wallet's universal link for WalletConnect link mode (the reference
-- directory's `link_mode`): an https: URL (http: on loopback) without a
-- query or fragment, or null.
ALTER TABLE wallets ADD COLUMN link_mode text;
