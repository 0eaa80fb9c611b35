import { useState, type FormEvent } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { Button, Modal, TextField, notify } from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { rejectionMessage } from '../../lib/apiErrors';
import { completeSignIn } from './completeSignIn';
import { useLoginMutation, useRegisterMutation } from './sessionApi';
import { closeAuthModal, openAuthModal, selectAuthModal } from './sessionSlice';
import './session.css';

/**
 * The login / sign-up modal (spec §2: an overlay, not a route). Required fields are
 * enforced by the browser; a refused login shows the server's message as an error toast;
 * success records the user, closes the modal and goes to /.
 */
export function AuthModal() {
  const mode = useAppSelector(selectAuthModal);
  const dispatch = useAppDispatch();
  const close = () => dispatch(closeAuthModal());
  return (
    <Modal
      open={mode !== null}
      onClose={close}
      title={mode === 'register' ? 'Create your account' : 'Log in to GreenCart'}
      className="sf-auth"
    >
      {mode ? <AuthForm key={mode} mode={mode} /> : null}
    </Modal>
  );
}

function AuthForm({ mode }: { mode: 'login' | 'register' }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, loginState] = useLoginMutation();
  const [register, registerState] = useRegisterMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const registering = mode === 'register';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const user = registering
        ? await register({ name, email, password }).unwrap()
        : await login({ email, password }).unwrap();
      // Navigate first: recording the user closes the modal and unmounts this form.
      navigate('/');
      dispatch(completeSignIn(user));
    } catch (rejection) {
      notify.error(rejectionMessage(rejection));
    }
  };

  return (
    <form className="sf-auth__form" onSubmit={onSubmit}>
      {registering ? (
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete={registering ? 'new-password' : 'current-password'}
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="sf-auth__toggle">
        {registering ? 'Already have an account? ' : 'New to GreenCart? '}
        <button
          type="button"
          className="sf-link-button"
          onClick={() => dispatch(openAuthModal(registering ? 'login' : 'register'))}
        >
          {registering ? 'Log in' : 'Create an account'}
        </button>
      </p>
      <Button type="submit" fullWidth loading={loginState.isLoading || registerState.isLoading}>
        {registering ? 'Create account' : 'Login'}
      </Button>
    </form>
  );
}
