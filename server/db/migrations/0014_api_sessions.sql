-- A session is one sign-in with a password (D-93, D-94): every token carries its session and the session's token
-- version, and only the current version (or, for a short grace, the one it replaced) is accepted. A refresh moves the
-- version on, so the token it replaces is retired on every instance; the session's end is fixed at sign-in, so
-- refreshing cannot carry it further.
create table api_session (
  session_id bigint generated always as identity primary key,
  api_user_id integer not null
    constraint api_session_api_user_id_fkey references api_user (api_user_id) on delete cascade,
  -- 1 for the sign-in's token, one more for each refresh.
  token_version integer not null default 1,
  -- Until when the token of token_version - 1 is still accepted: requests sent with it while another tab refreshed.
  replaced_token_valid_until timestamptz,
  signed_in_at timestamptz not null,
  ends_at timestamptz not null,
  constraint api_session_ends_after_sign_in check (ends_at > signed_in_at)
);

-- A user's sessions are ended together, and sessions past their end are pruned by the time they ended.
create index api_session_api_user_id on api_session (api_user_id);
create index api_session_ends_at on api_session (ends_at);

-- A new name, role or password (or anything that moves credentials_changed_at, D-53) ends every session of the user
-- in the same transaction, however the change is made: the API, the users tool or plain SQL. A refresh racing the
-- change waits for this delete's row locks and then finds no session to refresh, so no token it mints can outlive
-- the change.
create function api_session_end_on_user_change() returns trigger
language plpgsql as $$
begin
  delete from api_session where api_user_id = old.api_user_id;
  return null;
end;
$$;

create trigger api_session_end_on_user_change
  after update of user_name, roles, password, credentials_changed_at on api_user
  for each row
  when (
    old.user_name is distinct from new.user_name
    or old.roles is distinct from new.roles
    or old.password is distinct from new.password
    or old.credentials_changed_at is distinct from new.credentials_changed_at
  )
  execute function api_session_end_on_user_change();
